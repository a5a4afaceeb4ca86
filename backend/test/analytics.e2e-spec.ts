import { ARMS, DEMO_STATUSES, PURCHASE_REQUEST_STATUSES, type DemoStatus } from '@voosh/shared';
import { DemoSubmission } from '../src/demo/entities/demo-submission.entity';
import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { insertPlan, insertPurchaseRequest, type ItemRow } from './support/commerce-rows';
import type { TestApp } from './support/test-app';

const now = new Date();
const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
/** The first instant of the calendar month `back` months ago (UTC), plus `ms`. */
const monthStart = (back: number, ms = 0) => new Date(Date.UTC(year, month - back, 1) + ms);
const monthKey = (back: number) => monthStart(back).toISOString().slice(0, 7);
const LAST_12_MONTHS = Array.from({ length: 12 }, (_, index) => monthKey(11 - index));

const [DESK, SECOND_ARM, THIRD_ARM] = ARMS.map((arm) => arm.name);
const item = (armName: string, quantity: number, unitSetupCents: number, unitMonthlyCents: number): ItemRow => ({
  productName: `${armName} product`,
  armName,
  quantity,
  unitSetupCents,
  unitMonthlyCents,
});

describe('Analytics API (GET /api/admin/analytics)', () => {
  let t: TestApp;
  let actors: MatrixActors;
  const get = async () => (await t.http.get('/api/admin/analytics').set(actors.admin.auth).expect(200)).body;

  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  it('answers 401 without a session and 403 to a customer', async () => {
    await t.http.get('/api/admin/analytics').expect(401);
    await t.http.get('/api/admin/analytics').set(actors.customerA.auth).expect(403);
  });

  it('answers zeros for every figure, status, month and arm before anything happened', async () => {
    expect(await get()).toEqual({
      revenueCents: 0,
      moneyReceived: { totalCents: 0, requestPaymentsCents: 0, planMonthsCents: 0, taxCents: 0, netCents: 0 },
      taxCollected: [],
      openRequests: { count: 0, valueCents: 0 },
      recurring: { activePlans: 0, monthlyCents: 0 },
      pendingDemoCount: 0,
      pendingPurchaseCount: 0,
      purchaseRequestsByStatus: PURCHASE_REQUEST_STATUSES.map((status) => ({ status, count: 0 })),
      demoRequestsByStatus: DEMO_STATUSES.map((status) => ({ status, count: 0 })),
      monthly: LAST_12_MONTHS.map((key) => ({ month: key, requestCount: 0, revenueCents: 0, cashReceivedCents: 0, cashTaxCents: 0 })),
      revenueByArm: ARMS.map((arm) => ({ arm: arm.name, revenueCents: 0 })),
      funnel: { demoRequests: 0, withPurchaseRequest: 0, withCompletedRequest: 0 },
      // The seeded admin and the three matrix actors, all made just now.
      users: { total: 4, active: 4, newThisMonth: 4 },
    });
  });

  it('computes every figure exactly from a seeded set of requests and demo submissions', async () => {
    const { customerA: a, customerB: b } = actors;
    const c = await sessionFor(t);
    const em = t.em();
    const demo = (email: string, status: DemoStatus) =>
      em.create(DemoSubmission, {
        name: 'Lead',
        email,
        company: 'Co',
        problemArea: null,
        budget: null,
        meetingTime: null,
        details: null,
        message: null,
        status,
      });
    demo(a.user.email.toUpperCase(), 'pending'); // the e-mail matches whatever its case
    demo(b.user.email, 'contacted');
    demo(c.user.email, 'pending');
    demo('stranger@example.com', 'converted');
    await em.flush();

    // A: completed this month (75000; the adjusted amount does not count), submitted this month.
    const completedOfA = await insertPurchaseRequest(t, a.user, {
      status: 'completed',
      adminAdjustedCents: 1,
      items: [item(DESK, 2, 25000, 12500)],
    });
    await insertPurchaseRequest(t, a.user, { items: [item(SECOND_ARM, 1, 10000, 5000)] });
    // B: completed two months ago (42000 over two arms); denied at the very start of the window;
    // submitted one second before the window; completed 13 months ago under an arm no longer sold.
    const completedOfB = await insertPurchaseRequest(t, b.user, {
      status: 'completed',
      createdAt: monthStart(2, 14 * 86_400_000),
      items: [item(DESK, 1, 10000, 2000), item(THIRD_ARM, 1, 30000, 0)],
    });
    await insertPurchaseRequest(t, b.user, { status: 'denied', createdAt: monthStart(11), items: [item(DESK, 1, 5000, 0)] });
    await insertPurchaseRequest(t, b.user, { createdAt: monthStart(11, -1000), items: [item(DESK, 1, 7000, 0)] });
    await insertPurchaseRequest(t, b.user, {
      status: 'completed',
      createdAt: monthStart(13, 86_400_000),
      items: [item('VOOSHRetired', 1, 1000, 0)],
    });
    // C: one request, not completed, its amount adjusted to 19.99.
    await insertPurchaseRequest(t, c.user, { status: 'in_progress', adminAdjustedCents: 1999, items: [item(DESK, 1, 2000, 0)] });
    // B's plan is active (20.00 a month): a month paid two months ago, one paid this month and refunded
    // 5.00, one still open. A's plan is canceled (250.00 a month): its one paid month refunded in full.
    await insertPlan(t, completedOfB, {
      months: [
        { amountUsdCents: 2000, status: 'paid', paidAt: monthStart(2, 3 * 86_400_000) },
        { amountUsdCents: 2000, status: 'paid', refundedUsdCents: 500 },
        { amountUsdCents: 2000, status: 'open' },
      ],
    });
    await insertPlan(t, completedOfA, {
      status: 'canceled',
      months: [
        { amountUsdCents: 25000, status: 'paid', refundedUsdCents: 25000 },
        { amountUsdCents: 25000, status: 'void' },
      ],
    });

    const counts: Record<string, number> = { submitted: 2, denied: 1, in_progress: 1, completed: 3 };
    // Per month: requests created, the completed ones' totals, cash received (plan months net of refunds).
    const monthly: Record<string, [number, number, number]> = {
      [monthKey(0)]: [3, 75000, 1500],
      [monthKey(2)]: [1, 42000, 2000],
      [monthKey(11)]: [1, 0, 0],
    };
    const armRevenue: Record<string, number> = { [DESK]: 2 * 37500 + 12000, [THIRD_ARM]: 30000, VOOSHRetired: 1000 };
    expect(await get()).toEqual({
      revenueCents: 75000 + 42000 + 1000,
      // Nothing seeded charged tax.
      moneyReceived: { totalCents: 3500, requestPaymentsCents: 0, planMonthsCents: 2000 + 1500 + 0, taxCents: 0, netCents: 3500 },
      taxCollected: [],
      // A's submitted 150.00, B's submitted 70.00 and C's 19.99 (adjusted); completed and denied ones are not open.
      openRequests: { count: 3, valueCents: 15000 + 7000 + 1999 },
      recurring: { activePlans: 1, monthlyCents: 2000 },
      pendingDemoCount: 2,
      pendingPurchaseCount: 2,
      purchaseRequestsByStatus: PURCHASE_REQUEST_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 })),
      demoRequestsByStatus: [
        { status: 'pending', count: 2 },
        { status: 'contacted', count: 1 },
        { status: 'qualified', count: 0 },
        { status: 'converted', count: 1 },
      ],
      monthly: LAST_12_MONTHS.map((key) => ({
        month: key,
        requestCount: monthly[key]?.[0] ?? 0,
        revenueCents: monthly[key]?.[1] ?? 0,
        cashReceivedCents: monthly[key]?.[2] ?? 0,
        cashTaxCents: 0,
      })),
      revenueByArm: [
        { arm: DESK, revenueCents: 87000 },
        { arm: THIRD_ARM, revenueCents: 30000 },
        { arm: 'VOOSHRetired', revenueCents: 1000 },
        ...ARMS.filter((arm) => !(arm.name in armRevenue)).map((arm) => ({ arm: arm.name, revenueCents: 0 })),
      ],
      funnel: { demoRequests: 4, withPurchaseRequest: 3, withCompletedRequest: 2 },
      users: { total: 5, active: 5, newThisMonth: 5 },
    });
  });

  it('counts cash received (payments booked, less their refunds) in the month it moved, and active and new users', async () => {
    const before = await get();
    const customer = await sessionFor(t);
    const request = await insertPurchaseRequest(t, customer.user, { status: 'approved', items: [item(DESK, 1, 30000, 10000)] });
    const admin = actors.admin.auth;
    const { body: deposit } = await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin)
      .send({ kind: 'deposit', method: 'bank_transfer' })
      .expect(201);
    await t.http.post(`/api/payments/${deposit.id}/refund`).set(admin).send({ amountCents: 5000, reason: 'Discount agreed' }).expect(200);
    await t.http.put(`/api/admin/users/${customer.user.id}`).set(admin).send({ isActive: false }).expect(200);

    const after = await get();
    const received = 20000 - 5000;
    expect(after.monthly.at(-1).cashReceivedCents - before.monthly.at(-1).cashReceivedCents).toBe(received);
    expect(after.monthly.slice(0, -1)).toEqual(before.monthly.slice(0, -1));
    expect(after.moneyReceived).toEqual({
      totalCents: before.moneyReceived.totalCents + received,
      requestPaymentsCents: before.moneyReceived.requestPaymentsCents + received,
      planMonthsCents: before.moneyReceived.planMonthsCents,
      taxCents: 0,
      netCents: before.moneyReceived.netCents + received,
    });
    // The approved request is open at its total, whatever was paid of it.
    expect(after.openRequests).toEqual({ count: before.openRequests.count + 1, valueCents: before.openRequests.valueCents + 40000 });
    expect(after.users).toEqual({ total: 6, active: 5, newThisMonth: 6 });
  });
});
