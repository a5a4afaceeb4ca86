import { MikroORM } from '@mikro-orm/postgresql';
import { observeStatements } from '../src/common/database/statements';
import { currentRequest } from '../src/common/http/request-scope';
import { User } from '../src/users/entities/user.entity';
import { sessionFor } from './support/accounts';
import { insertPurchaseRequest, snapFormItem } from './support/commerce-rows';
import { instancesOf } from './support/nginx-proxy';
import { createTestApp, TestApp } from './support/test-app';

/** Rows of each list, more than the widest page. */
const ROWS = 110;

/**
 * Every list answers in a number of database queries that does not grow with the page: a page of
 * 100 rows costs what a page of 5 costs (Saleor's count_queries idea). Statements are counted as
 * the pool runs them for the request (observeStatements): only those run inside that request's scope, so the instance's
 * background work (the mail outbox, rates, reconciliation) running meanwhile is not counted.
 */
describe('Queries per list page', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await sessionFor(t, 'ADMIN')).auth;
    const owner = await sessionFor(t);
    customer = owner.auth;
    const connection = t.em().getConnection();
    await connection.execute(
      `insert into users (email, role, email_verified) select 'listed.' || n || '@example.com', 'CUSTOMER', true from generate_series(1, ?) n`,
      [ROWS],
    );
    await connection.execute(
      `insert into demo_submissions (name, email, company) select 'Visitor ' || n, 'visitor.' || n || '@example.com', 'Company ' || n from generate_series(1, ?) n`,
      [ROWS],
    );
    const user = await t.em().findOneOrFail(User, owner.user.id);
    for (let n = 0; n < ROWS; n += 1) await insertPurchaseRequest(t, user, { items: [snapFormItem(), snapFormItem(2)] });
    await connection.execute(
      `insert into payments (request_id, kind, method, status, amount_usd_cents, currency, amount_minor, rate)
       select id, 'deposit', 'bank_transfer', 'succeeded', 100, 'USD', 100, 1 from purchase_requests where user_id = ?`,
      [owner.user.id],
    );
  });
  afterAll(() => t.close());

  /** The queries one GET of `path` with `range` runs, and its row count. */
  async function queriesOf(
    path: string,
    auth: Record<string, string>,
    range: [number, number],
  ): Promise<{ queries: number; rows: number }> {
    // Every instance's: behind nginx (the api-through-nginx project), either may serve the call.
    let queries = 0;
    const marker = String(Math.random());
    const count = ({ sql }: { sql: string }) => {
      // The admin settings an instance keeps (refreshed every 2 s, started by whichever request comes
      // then) are not the list's cost: counting them made a page of 100 cost one more now and then.
      if (currentRequest()?.request.headers['x-counted'] === marker && !/ from "settings"/.test(sql)) queries += 1;
    };
    const stops = await Promise.all(instancesOf(t).map((instance) => observeStatements(instance.app.get(MikroORM), count)));
    try {
      const separator = path.includes('?') ? '&' : '?';
      const { body } = await t.http
        .get(`${path}${separator}range=${encodeURIComponent(JSON.stringify(range))}`)
        .set(auth)
        .set('x-counted', marker)
        .expect(200);
      return { queries, rows: (body as unknown[]).length };
    } finally {
      for (const stop of stops) stop();
    }
  }

  it.each([
    ['/api/admin/users', 'admin'],
    ['/api/demo-submissions', 'admin'],
    ['/api/purchase-requests', 'admin'],
    ['/api/purchase-requests', 'customer'],
    ['/api/admin/payments', 'admin'],
    ['/api/admin/products', 'admin'],
    ['/api/admin/arms', 'admin'],
  ])('GET %s (%s): a page of 100 costs the queries of a page of 5', async (path, who) => {
    const auth = who === 'admin' ? admin : customer;
    // Once first: what an instance reads once and keeps is not the list's cost.
    await queriesOf(path, auth, [0, 4]);
    const small = await queriesOf(path, auth, [0, 4]);
    const wide = await queriesOf(path, auth, [0, 99]);
    expect(small.rows).toBe(5);
    expect(wide.rows).toBeGreaterThan(small.rows);
    expect(wide.queries).toBe(small.queries);
    // The caller's account and the page at least; a handful at most.
    expect(small.queries).toBeGreaterThanOrEqual(2);
    expect(small.queries).toBeLessThanOrEqual(4);
  });
});
