import { PinoLogger } from 'nestjs-pino';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scopeRequests } from '../http/request-scope';
import { appPinoLogger, nestPinoParams } from './request-log';

describe("the app's log lines", () => {
  const lines: Record<string, unknown>[] = [];
  const logger = appPinoLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  // Nest's loggers (new Logger('Exceptions'), say) write through nestjs-pino's PinoLogger.
  const nestLogger = new PinoLogger(nestPinoParams(logger));
  nestLogger.setContext('Exceptions');
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      (request as { id?: string }).id = String(request.headers['x-request-id']);
      // Later in the request's asynchronous work, as a service would log.
      setImmediate(() => {
        logger.warn({ detail: 'kept' }, 'Something a service noticed');
        nestLogger.error({ requestId: 'call-7' }, 'Unhandled error');
        response.end();
      });
    });
    scopeRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("names the request a line was written for (id, method, path: never its query string or headers), Nest's loggers' lines too, and none outside a request", async () => {
    const request = { id: 'call-7', method: 'GET', path: '/api/cart' };
    await fetch(`${url}/api/cart?code=one-time-secret`, {
      headers: { 'x-request-id': 'call-7', authorization: 'Bearer token-secret', cookie: 'session=cookie-secret' },
    });
    logger.info('Outside any request');
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'Something a service noticed', detail: 'kept', req: request }),
      expect.objectContaining({ msg: 'Unhandled error', context: 'Exceptions', req: request }),
      expect.not.objectContaining({ req: expect.anything() }),
    ]);
    for (const secret of ['one-time-secret', 'token-secret', 'cookie-secret', 'headers'])
      expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
