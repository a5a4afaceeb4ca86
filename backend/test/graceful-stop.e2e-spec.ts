// @test-pass direct: one process's SIGTERM or Ctrl-C and what it finishes before it exits
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { FIRST_ADMIN_PASSWORD_FILE } from '../src/users/users.service';
import { eventually } from './support/eventually';
import { npmStart, type StartedProduct } from './support/npm-start';
import { SseClient } from './support/sse-client';
import { TEST_JWT_SECRET, TEST_SESSION_KEY } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const CUSTOMERS = 6;

/** A customer row straight in the database, and a session token the product (with TEST_JWT_SECRET) accepts. */
async function customer(db: Client, n: number): Promise<{ id: number; token: string }> {
  const email = `stopping.${n}.${process.pid}@example.com`;
  const { rows } = await db.query<{ id: number; token_version: number }>(
    "insert into users (email, role, email_verified) values ($1, 'CUSTOMER', true) returning id, token_version",
    [email],
  );
  const { id, token_version: tokenVersion } = rows[0]!;
  const token = new JwtService().sign(
    { userId: id, email, role: 'CUSTOMER', tokenVersion, sub: String(id) },
    { secret: TEST_SESSION_KEY, algorithm: 'HS256', expiresIn: 3600, jwtid: randomUUID() },
  );
  return { id, token };
}

/**
 * SIGTERM while customers are adding to carts and submitting requests: the product stops taking
 * new connections, finishes what it is serving, and exits 0; no answer is an error, and in SQL
 * nothing is half-written (every request has its item) and nothing answered 201 is missing.
 */
describe('npm start stopped with SIGTERM under load', () => {
  it('finishes the requests in flight, writes nothing by halves, and exits 0', async () => {
    const database = await createTestDatabase();
    const db = new Client({ connectionString: database.url });
    await db.connect();
    let product: StartedProduct | undefined;
    try {
      const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => customer(db, n)));
      // A database of the test's (so it outlives the process) and the test's secret (so its tokens are accepted).
      const started = await npmStart({ DATABASE_URL: database.url, JWT_SECRET: TEST_JWT_SECRET });
      product = started;
      const statuses: number[] = [];
      const refused: string[] = [];
      const unexpected: string[] = [];
      const submitted = new Map<number, number>(customers.map(({ id }) => [id, 0]));
      // Each customer shops until the door is closed to them: every one of them meets it, whenever its last answer came.
      const shop = customers.map(async ({ id, token }, n) => {
        for (let round = 0; ; round += 1) {
          const submit = (round + n) % 4 === 0;
          const path = submit ? '/api/purchase-requests' : '/api/cart';
          const body = submit
            ? { productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm' }
            : { productName: 'SnapForm', quantity: 1, price: 0 };
          try {
            const answer = await fetch(`${started.baseUrl}${path}`, {
              method: 'POST',
              // A connection per request: a request is either taken whole or refused at the door.
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
              body: JSON.stringify(body),
            });
            await answer.text();
            statuses.push(answer.status);
            if (answer.status === 201 && submit) submitted.set(id, submitted.get(id)! + 1);
          } catch (error) {
            const code = ((error as { cause?: { code?: string } }).cause ?? {}).code ?? String(error);
            // Refused at the door: the port is closed, or the connection was still in the kernel's
            // accept queue when it closed (reset, never seen by the app). Either way nothing was taken.
            const atTheDoor = code === 'ECONNREFUSED' || code === 'ECONNRESET';
            (atTheDoor ? refused : unexpected).push(code);
            return;
          }
        }
      });

      // Under way first (a busy machine serves slower: wait for the answers, not for a time).
      await eventually(() => expect(statuses.length).toBeGreaterThan(CUSTOMERS * 4), { timeoutMs: 60_000, everyMs: 50 });
      const { code } = await started.stop();
      await Promise.all(shop);

      expect(code).toBe(0);
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(refused.length).toBe(CUSTOMERS);

      const { rows: halfWritten } = await db.query(
        'select r.id from purchase_requests r where not exists (select 1 from purchase_request_items i where i.request_id = r.id)',
      );
      expect(halfWritten).toEqual([]);
      for (const { id } of customers) {
        const { rows } = await db.query<{ count: string }>('select count(*) from purchase_requests where user_id = $1', [id]);
        expect(Number(rows[0]!.count)).toBe(submitted.get(id));
      }
    } finally {
      if (product?.running()) await product.stop();
      await db.end();
      await database.drop();
    }
    // npm start alone may take a minute on a busy machine, and the load waits for its answers.
  }, 240_000);
});

/** A process's pid is alive (signal 0 reaches it). */
const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` as the README runs it (embedded PostgreSQL) with the admin console's live stream
 * open, stopped by a terminal's Ctrl-C (SIGINT to the whole process group, PostgreSQL's included
 * when it shares the group): the stream ends, the server stops taking requests and drains, then
 * the embedded database stops, quietly and within 5 s.
 */
describe('npm start on its embedded database, stopped with Ctrl-C', () => {
  let product: StartedProduct;
  beforeAll(async () => {
    product = await npmStart();
  }, 180_000);
  afterAll(async () => {
    if (product?.running()) await product.stop();
  });

  it('ends its start with the summary: no start line of the app comes after it', async () => {
    // It answers as soon as it listens; the summary follows once the lines logged before it are out.
    await eventually(() => expect(product.output()).toMatch(/^ {2}Mail: /m), { timeoutMs: 30_000 });
    // Answers to requests (the health checks that waited for it) are logged whenever they come.
    const lines = product
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.includes('request completed'));
    const serving = lines.findIndex((line) => line.startsWith('VOOSH is serving at '));
    expect(serving).toBeGreaterThan(-1);
    expect(lines.slice(serving)).toEqual([
      expect.stringMatching(/^VOOSH is serving at /),
      expect.stringMatching(/^ {2}Admin: /),
      expect.stringMatching(/^ {2}Mail: /),
    ]);
  });

  it('ends the live stream, stops taking requests and drains, then stops PostgreSQL: exit 0 within 5 s, no error', async () => {
    const base = product.baseUrl;
    const password = readFileSync(join(product.dataDir, FIRST_ADMIN_PASSWORD_FILE), 'utf8').trim();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@voosh.local', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const ticket = await fetch(`${base}/api/admin/live/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const stream = new SseClient();
    await stream.open(`${base}/api/admin/live/stream?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    expect(stream.status).toBe(200);
    const postgres = Number(readFileSync(join(product.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(postgres)).toBe(true);
    const before = product.output().length;

    const started = performance.now();
    const stopping = product.stop('ctrl-c');
    await product.exited();
    // Until the process has exited (stop() then removes its data folder, which takes its own time).
    const seconds = (performance.now() - started) / 1000;
    const stopped = await stopping;

    expect(stopped).toEqual({ code: 0, pidFileLeft: false });
    expect(seconds).toBeLessThan(5);
    expect(stream.ended).toBe(true);
    expect(isAlive(postgres)).toBe(false);
    // Quiet: the stop's own line and the answers' lines (the stream's), no warning, error or stack.
    const printed = product
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line.trim());
    expect(printed.filter((line) => line !== 'SIGINT received: shutting down' && !/^\[[^\]]+\] INFO\b/.test(line))).toEqual([]);
    expect(printed).toContain('SIGINT received: shutting down');
  }, 60_000);
});

describe('npm start stopped while a client is still sending its request', () => {
  it('closes that connection once the drain time is over, instead of waiting out the request timeout', async () => {
    // A minute for a request (its body), twice the default: the stop must not wait for it.
    const product = await npmStart({ REQUEST_TIMEOUT_MS: '60000' });
    try {
      const { port } = new URL(product.baseUrl);
      const client = connect(Number(port), '127.0.0.1');
      await once(client, 'connect');
      const closed = once(client, 'close');
      client.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      );

      const started = performance.now();
      const stopping = product.stop('ctrl-c');
      await closed;
      expect(await product.exited()).toBe(0);
      const seconds = (performance.now() - started) / 1000;
      expect(await stopping).toEqual({ code: 0, pidFileLeft: false });
      expect(seconds).toBeLessThan(20);
    } finally {
      if (product.running()) await product.stop();
    }
  }, 180_000);
});
