import { createServer, IncomingMessage, Server } from 'node:http';

/** A local stand-in for Google's token and userinfo endpoints. */
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
  tokenRequests: URLSearchParams[] = [];

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer(async (request, response) => {
      const body = await read(request);
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
        response.writeHead(authorised ? this.profile.status : 401, { 'content-type': 'application/json' });
        response.end(JSON.stringify(authorised ? this.profile.body : { error: 'unauthorised' }));
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
