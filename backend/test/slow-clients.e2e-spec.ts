// @test-pass direct: a raw socket to one instance's own HTTP server (behind nginx, nginx holds a slow body itself)
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { eventually } from './support/eventually';
import { createTestApp, type TestApp } from './support/test-app';

// A bound of one second instead of the README's 30: each test waits it out. The rules cut a request
// at the same point whatever the bound (Node's check runs every tenth of it, the app's own timer at it).
const LIMIT_MS = 1000;
/**
 * How late a cut may come beyond the limit, the app's event loop aside: Node's check interval (a
 * tenth of the limit) and the slow clients' own process being scheduled. Never another limit's worth.
 */
const SLACK_MS = LIMIT_MS / 10 + 400;
const SLOW_CLIENTS = 6;

interface SlowClientResult {
  closedAfterMs: number | null;
  answer: string;
}

/** Slow clients (support/slow-bodies.cjs) in a process of their own, timing each from its last byte to its connection's close. */
async function slowClients(port: number): Promise<SlowClientResult[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(__dirname, 'support/slow-bodies.cjs'),
    String(port),
    String(SLOW_CLIENTS),
    String(LIMIT_MS * 5),
  ]);
  return JSON.parse(stdout) as SlowClientResult[];
}

/**
 * The slow clients' results once each is in: every one answered 408 and closed within the limit,
 * plus the slack and the longest the app's event loop was held meanwhile (a timer, Node's or the
 * app's, cannot fire while the loop is held; on a loaded machine that is the one delay beyond both).
 */
async function everyOneCut(clients: Promise<SlowClientResult[]>) {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const results = await clients;
  loopDelay.disable();
  const margin = SLACK_MS + loopDelay.max / 1e6;
  expect(results).toHaveLength(SLOW_CLIENTS);
  for (const result of results) {
    expect(result).toEqual({ closedAfterMs: expect.any(Number), answer: expect.stringMatching(/^HTTP\/1\.1 408 /) });
    expect(result.closedAfterMs).toBeLessThanOrEqual(LIMIT_MS + margin);
  }
}

/** Keeps the app answering catalogue reads, twenty at a time, until `stop` is called; answers how many rounds it made. */
function keepBusy(port: number) {
  let busy = true;
  const rounds = (async () => {
    let count = 0;
    while (busy) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/arms`).then((answer) => answer.arrayBuffer())),
      );
      count += 1;
    }
    return count;
  })();
  return async () => {
    busy = false;
    return rounds;
  };
}

describe('A client that never finishes its request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: String(LIMIT_MS) });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is answered 408 and its connection closed once the request timeout passes: a body shorter than its Content-Length holds nothing', async () => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = once(socket, 'close');
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    await closed;
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is cut within the limit, every one of several at once, while the app is busy answering others', async () => {
    const stop = keepBusy(port);
    await everyOneCut(slowClients(port));
    expect(await stop()).toBeGreaterThan(0);
  });
});

describe('A client that never finishes its request while the server stops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: String(LIMIT_MS) });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('is still cut within the limit, so a slow body never holds the shut-down', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const clients = slowClients(port);
    // Once every slow client is connected, the server stops taking connections, as main.ts's stop does first.
    await eventuallyConnected(t, SLOW_CLIENTS);
    const closed = fastify.close();
    await everyOneCut(clients);
    await closed;
  });
});

/** Waits until the app's HTTP server holds `count` connections. */
async function eventuallyConnected(t: TestApp, count: number): Promise<void> {
  const server = t.app.getHttpServer();
  const connections = () =>
    new Promise<number>((resolve, reject) => server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
  await eventually(async () => expect(await connections()).toBe(count));
}
