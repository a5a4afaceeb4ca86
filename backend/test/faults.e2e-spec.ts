// @test-pass direct: the database cut under one process and its recovery
import { setTimeout as sleep } from 'node:timers/promises';
import { PgListener } from '../src/common/database/pg-listener';
import { sessionFor } from './support/accounts';
import { eventually } from './support/eventually';
import { type TcpCut, throughCut } from './support/tcp-cut';
import { createTestApp, type TestApp } from './support/test-app';

/** Customers adding to their carts without pause, while the test cuts the database. */
const CUSTOMERS = 6;

describe('PostgreSQL restarted under load', () => {
  let t: TestApp;
  let database: TcpCut;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        // The app reaches its database through a hop the test can cut, as a PostgreSQL restart looks to it.
        routeDatabase: async (url) => {
          const hop = await throughCut(url, 5432);
          database = hop.cut;
          return hop.url;
        },
      },
    );
  });
  afterAll(async () => {
    await database.restore().catch(() => undefined);
    await t.close();
    await database.close();
  });

  it('answers 503 while it is down, serves again without a restart once it is back, and loses no committed write', async () => {
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => sessionFor(t)));
    const phase = { now: 'before' as 'before' | 'down' | 'after' | 'settled', running: true };
    const answers: { phase: string; status: number; body: { statusCode?: number; error?: unknown } }[] = [];
    const created = new Map<number, number>();
    const refused = new Map<number, number>();
    const shop = customers.map(async ({ user, auth }) => {
      while (phase.running) {
        const at = phase.now;
        const { status, body, headers } = await t.http.post('/api/cart').set(auth).send({ productName: 'SnapForm', quantity: 1, price: 0 });
        answers.push({ phase: at, status, body });
        if (status === 201) created.set(user.id, (created.get(user.id) ?? 0) + 1);
        if (status === 503) {
          refused.set(user.id, (refused.get(user.id) ?? 0) + 1);
          expect(headers['retry-after']).toBe('5');
        }
        if (status >= 500) await sleep(50);
      }
    });

    const statuses = (which: string) => answers.filter((answer) => answer.phase === which).map((answer) => answer.status);
    // Each phase lasts until enough has happened in it, not a fixed time: a busy machine serves slower.
    const until = (done: () => boolean) => eventually(() => expect(done()).toBe(true), { timeoutMs: 30_000, everyMs: 50 });
    await until(() => statuses('before').filter((status) => status === 201).length > CUSTOMERS);
    phase.now = 'down';
    await database.cut();
    await until(() => statuses('down').includes(503));
    await t.http.get('/api/health').expect(503);
    await database.restore();
    phase.now = 'after';
    await eventually(async () => void (await t.http.get('/api/health').expect(200)), { timeoutMs: 15_000 });
    phase.now = 'settled';
    await until(() => statuses('settled').length > CUSTOMERS);
    phase.running = false;
    await Promise.all(shop);

    // No 500 anywhere: an outage is a 503 in the error shape, never a crash or an internal error.
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    const outageText = 'The service is briefly unavailable. Please try again in a moment.';
    for (const { body } of answers.filter((answer) => answer.status === 503))
      expect(body).toEqual({ statusCode: 503, error: outageText, message: outageText });
    expect(statuses('before').filter((status) => status === 201).length).toBeGreaterThan(CUSTOMERS);
    expect(statuses('down')).toContain(503);
    // Served again: every call sent once the recovery settled is a success.
    const afterRecovery = statuses('settled');
    expect(afterRecovery.length).toBeGreaterThan(CUSTOMERS);
    expect(afterRecovery).toEqual(afterRecovery.map(() => 201));

    // Counted in SQL: every write answered 201 is there; at most the ones answered 503 more (a commit whose answer was lost).
    const rows = await t.em().getConnection().execute<{ user_id: number; quantity: number }[]>('select user_id, quantity from cart_items');
    for (const { user } of customers) {
      const quantity = rows.find((row: { user_id: number; quantity: number }) => row.user_id === user.id)?.quantity ?? 0;
      expect(quantity).toBeGreaterThanOrEqual(created.get(user.id) ?? 0);
      expect(quantity).toBeLessThanOrEqual((created.get(user.id) ?? 0) + (refused.get(user.id) ?? 0));
    }
    // The LISTEN connection came back too: notifications (catalogue edits, live events) arrive again.
    await eventually(() => expect(t.app.get(PgListener).listening).toBe(true), { timeoutMs: 15_000 });
    expect(await t.loggedErrors()).toEqual([]);
  });
});
