import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { lookup } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_TIMEOUT_SECONDS } from '@voosh/shared';
import { type AttemptResult, postWebhook, RESPONSE_EXCERPT_BYTES } from './webhook-sender';

describe('postWebhook', () => {
  let server: Server;
  let url: string;
  let handle: (request: IncomingMessage, response: ServerResponse) => void;
  const arrived: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      arrived.push(request);
      handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterEach(() => jest.useRealTimers());
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (timeoutMs = WEBHOOK_TIMEOUT_SECONDS * 1000) => postWebhook({ url, headers: {}, body: '{}', timeoutMs, lookup });

  it('gives up on an endpoint that does not answer within the timeout, by the clock, not sooner', async () => {
    // Only the timers are faked: the request and the server still run on real sockets.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    handle = () => {}; // never answers
    const before = arrived.length;
    let result: AttemptResult | undefined;
    const attempt = post().then((settled) => (result = settled));
    while (arrived.length === before) await new Promise((resolve) => setImmediate(resolve));

    await jest.advanceTimersByTimeAsync(WEBHOOK_TIMEOUT_SECONDS * 1000 - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await attempt;
    expect(result).toEqual({ error: `No answer within ${WEBHOOK_TIMEOUT_SECONDS} s` });
  });

  it('takes a redirect as the answer, without following it', async () => {
    handle = (_, response) => response.writeHead(307, { Location: '/elsewhere' }).end('moved');
    const before = arrived.length;
    expect(await post()).toEqual({ status: 307, excerpt: 'moved' });
    expect(arrived.slice(before).map((request) => request.url)).toEqual(['/hooks']);
  });

  it('reads no more of an answer than its excerpt', async () => {
    handle = (_, response) => {
      response.writeHead(500);
      response.write('x'.repeat(RESPONSE_EXCERPT_BYTES * 4));
      // The rest never comes: the attempt does not wait for it.
    };
    expect(await post()).toEqual({ status: 500, excerpt: 'x'.repeat(RESPONSE_EXCERPT_BYTES) });
  });

  it('reports a refused connection as the error it is', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postWebhook({ url: `http://127.0.0.1:${port}/`, headers: {}, body: '{}', timeoutMs: 10_000, lookup });
    expect(result).toEqual({ error: expect.stringMatching(/^ECONNREFUSED: /) });
  });
});
