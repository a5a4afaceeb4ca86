import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP hop between the app and a server (PostgreSQL) that a test can cut and restore, as a
 * restart of that server looks to the app: every open connection is dropped, and new ones are
 * refused until it is back.
 */
export class TcpCut {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (on `port`, or a free one the first time); already listening, nothing changes. */
  async open(): Promise<this> {
    if (this.server) return this;
    const server = createServer((client) => {
      const upstream = createConnection(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as { port: number }).port;
    return this;
  }

  /** Drops every connection and refuses new ones (the server is down). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Accepts connections again on the same port (the server is back). */
  restore(): Promise<this> {
    return this.open();
  }

  close(): Promise<void> {
    return this.cut();
  }
}

/**
 * A hop the test can cut in front of the server `url` names (a database or Redis URL): the hop,
 * and the URL that reaches the server through it.
 */
export async function throughCut(url: string, defaultPort: number): Promise<{ cut: TcpCut; url: string }> {
  const address = new URL(url);
  const cut = await new TcpCut(address.hostname, Number(address.port || defaultPort)).open();
  address.hostname = '127.0.0.1';
  address.port = String(cut.port);
  return { cut, url: address.toString() };
}
