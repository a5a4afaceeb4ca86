import { createServer, Server } from 'node:http';

/** A local stand-in for the public rates service: answers as `reply` says, and counts calls. */
export class RatesStandIn {
  reply: { status: number; body: string } | 'hang' = 'hang';
  calls = 0;
  /** Calls not answered yet whose caller still waits (a hung call counts until the caller gives up). */
  open = 0;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((_request, response) => {
      this.calls += 1;
      this.open += 1;
      response.once('close', () => (this.open -= 1));
      if (this.reply === 'hang') return;
      response.writeHead(this.reply.status, { 'content-type': 'application/json' }).end(this.reply.body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/v6/latest/USD`;
    return this;
  }

  answer(body: unknown, status = 200): void {
    this.reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
