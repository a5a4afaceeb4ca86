import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scopeRequests } from '../http/request-scope';
import { appPinoLogger } from './request-log';

describe("the app's log lines", () => {
  const lines: Record<string, unknown>[] = [];
  const logger = appPinoLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      (request as { id?: string }).id = String(request.headers['x-request-id']);
      // Later in the request's asynchronous work, as a service would log.
      setImmediate(() => {
        logger.warn({ detail: 'kept' }, 'Something a service noticed');
        response.end();
      });
    });
    scopeRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('names the request a line was written for (id, method, path, never the query string), and none outside a request', async () => {
    await fetch(`${url}/api/cart?code=one-time-secret`, { headers: { 'x-request-id': 'call-7' } });
    logger.info('Outside any request');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'Something a service noticed',
        detail: 'kept',
        req: { id: 'call-7', method: 'GET', path: '/api/cart' },
      }),
      expect.not.objectContaining({ req: expect.anything() }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('one-time-secret');
  });
});
