import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { insertPlan } from './support/commerce-rows';
import { requestFor } from './support/payments';
import type { TestApp } from './support/test-app';

/** The console's lists a user's page links to: that customer's requests, payments and plans. */
describe("Admin lists of one customer's records (filter userId)", () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const ids = async (path: string, filter: object) =>
    (
      (
        await t.http
          .get(path)
          .query({ filter: JSON.stringify(filter), sort: '["id","ASC"]' })
          .set(actors.admin.auth)
          .expect(200)
      ).body as {
        id: number;
      }[]
    ).map((row) => row.id);

  /** A customer's approved request, paid in full in cash, with a monthly plan. */
  async function paidRequestWithPlan(customer: MatrixActors['customerA']) {
    const request = await requestFor(t, customer.user, 5000, 'approved');
    const { body: payment } = await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(actors.admin.auth)
      .send({ kind: 'full', method: 'cash' })
      .expect(201);
    const plan = await insertPlan(t, request, {});
    return { request, payment: payment as { id: number }, plan };
  }

  it("lists only that customer's requests, payments and plans, combined with the lists' other filters", async () => {
    const [a1, a2, b] = [
      await paidRequestWithPlan(actors.customerA),
      await paidRequestWithPlan(actors.customerA),
      await paidRequestWithPlan(actors.customerB),
    ];
    const customerA = actors.customerA.user.id;
    expect(await ids('/api/purchase-requests', { userId: customerA })).toEqual([a1.request.id, a2.request.id]);
    expect(await ids('/api/admin/payments', { userId: customerA })).toEqual([a1.payment.id, a2.payment.id]);
    expect(await ids('/api/admin/payments', { userId: customerA, requestId: a2.request.id })).toEqual([a2.payment.id]);
    expect(await ids('/api/admin/payments', { userId: customerA, requestId: b.request.id })).toEqual([]);
    expect(await ids('/api/admin/payments', { userId: customerA, method: 'card' })).toEqual([]);
    expect(await ids('/api/admin/plans', { userId: customerA })).toEqual([a1.plan.id, a2.plan.id]);
    expect(await ids('/api/admin/plans', { userId: customerA, requestId: a1.request.id })).toEqual([a1.plan.id]);
    expect(await ids('/api/admin/plans', { userId: actors.customerB.user.id, status: 'active' })).toEqual([b.plan.id]);
    expect(await ids('/api/admin/plans', { userId: actors.admin.user.id })).toEqual([]);
  });

  it("keeps a customer's own plan list theirs whatever userId it names", async () => {
    const own = await paidRequestWithPlan(actors.customerB);
    const mine = (filter: object) =>
      t.http
        .get('/api/plans')
        .query({ filter: JSON.stringify(filter) })
        .set(actors.customerB.auth)
        .expect(200);
    expect((await mine({ userId: actors.customerB.user.id })).body.map((plan: { id: number }) => plan.id)).toContain(own.plan.id);
    expect((await mine({ userId: actors.customerA.user.id })).body).toEqual([]);
  });

  it('refuses a userId that is not a positive whole number with 400, and the lists to customers', async () => {
    for (const path of ['/api/admin/payments', '/api/admin/plans']) {
      const answer = await t.http.get(path).query({ filter: '{"userId":"x"}' }).set(actors.admin.auth).expect(400);
      expect(answer.body.error).toBe('filter userId must be a positive integer');
      await t.http
        .get(path)
        .query({ filter: JSON.stringify({ userId: actors.customerA.user.id }) })
        .set(actors.customerA.auth)
        .expect(403);
      await t.http
        .get(path)
        .query({ filter: JSON.stringify({ userId: actors.customerA.user.id }) })
        .expect(401);
    }
  });
});
