import { createServer, IncomingMessage, Server } from 'node:http';

/**
 * A local stand-in for Google's token and userinfo endpoints. Like Google's, userinfo takes the
 * access token in an Authorization header (Google also takes it in the query; this stand-in does
 * not, so a token put in the address fails the sign-in).
 */
export class GoogleStub {
  private server?: Server;
  port = 0;
  /** What the next userinfo call answers (status and body). */
  profile: { status: number; body: Record<string, unknown> } = {
    status: 200,
    body: {
      sub: 'google-sub-1',
      email: 'Googler@Example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://example.com/p.png',
    },
  };
  /** When set, the text userinfo answers (status 200) in place of `profile`: Google answering what is no profile. */
  profileText?: string;
  tokenRequests: URLSearchParams[] = [];
  private held?: { call: string; arrived: () => void; release: Promise<void> };

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * The next call to `call` ("METHOD /path") is answered only on `release()`, as when Google (or the
   * network to it) goes silent; `arrived` resolves when it comes in.
   */
  hold(call: 'POST /token' | 'GET /userinfo'): { arrived: Promise<void>; release: () => void } {
    let release!: () => void;
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    this.held = { call, arrived, release: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived: arrival, release };
  }

  async start(): Promise<this> {
    this.server = createServer(async (request, response) => {
      const body = await read(request);
      const held = this.held?.call === `${request.method} ${request.url}` ? this.held : undefined;
      if (held) {
        this.held = undefined;
        held.arrived();
        await held.release;
      }
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body);
        this.tokenRequests.push(form);
        const ok = form.get('code') === 'good-code';
        response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        response.end(JSON.stringify(ok ? { access_token: 'stub-access-token', token_type: 'Bearer' } : { error: 'invalid_grant' }));
        return;
      }
      if (request.method === 'GET' && request.url === '/userinfo') {
        const authorised = request.headers.authorization === 'Bearer stub-access-token';
        const status = authorised ? (this.profileText === undefined ? this.profile.status : 200) : 401;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(authorised ? (this.profileText ?? JSON.stringify(this.profile.body)) : JSON.stringify({ error: 'unauthorised' }));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}
