import { EntityManager } from '@mikro-orm/postgresql';
import { chargeMinorUnits } from '@voosh/shared';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { PaymentRefund } from '../src/payments/entities/payment-refund.entity';
import { PaymentsLedgerService } from '../src/purchase-requests/payments-ledger.service';
import { SettingsService } from '../src/settings/settings.service';
import { sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import {
  deliver,
  eventsOf,
  pay,
  paymentsOf,
  requestFor,
  signedEvent,
  STORED_RATES,
  setStatus,
  statusOf,
  summaryOf,
  withPaymentsAppAndActors,
  type PaymentsTestApp,
} from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

describe('Offline payments, refunds and the ledger', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));

  const record = (requestId: number, body: Record<string, unknown>, auth = actors.admin.auth) =>
    p.t.http.post(`/api/purchase-requests/${requestId}/payments`).set(auth).send(body);
  const refund = (paymentId: number, body: Record<string, unknown>, auth = actors.admin.auth) =>
    p.t.http.post(`/api/payments/${paymentId}/refund`).set(auth).send(body);

  /** A request of customer A paid in full by card in Jamaican dollars, and what the card was charged. */
  async function paidInFullInJmd(totalCents: number) {
    const customer = actors.customerA;
    const request = await requestFor(p.t, customer.user, totalCents, 'approved');
    const { body: intent } = await p.t.http
      .post('/api/create-payment-intent')
      .set(customer.auth)
      .send({ requestId: request.id, amount: 1, currency: 'jmd', paymentType: 'full' })
      .expect(200);
    const intentId: string = intent.clientSecret.split('_secret_')[0];
    await pay(p.t, p.stripe, intentId);
    return { customer, request, intent, intentId, charged: chargeMinorUnits(totalCents, 'JMD', STORED_RATES.JMD) };
  }

  it('records an offline deposit and final payment with the same effects as card payments', async () => {
    const request = await requestFor(p.t, actors.customerA.user, 10001, 'approved', 8001);
    /** What the customer's request answer offers to pay now (the pay buttons). */
    const offered = async () =>
      (await p.t.http.get(`/api/purchase-requests/${request.id}`).set(actors.customerA.auth).expect(200)).body.acceptedPayments;
    expect(await offered()).toEqual([
      { kind: 'deposit', amountCents: 4001 },
      { kind: 'full', amountCents: 8001 },
    ]);
    const { body: deposit } = await record(request.id, {
      kind: 'deposit',
      method: 'bank_transfer',
      reference: 'NCB 4471-22',
      note: 'Seen on statement',
    }).expect(201);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      method: 'bank_transfer',
      status: 'succeeded',
      amountCents: 4001,
      currency: 'USD',
      chargedAmount: 4001,
      rate: 1,
      reference: 'NCB 4471-22',
      note: 'Seen on statement',
      refundedCents: 0,
    });
    expect(await statusOf(p.t, request.id)).toBe('paid');
    const events = await eventsOf(p.t, request.id);
    expect(events.map((event) => [event.type, event.actor?.id])).toEqual([
      ['payment_recorded', actors.admin.user.id],
      ['status_changed', actors.admin.user.id],
    ]);
    expect(events[0]!.after).toMatchObject({ kind: 'deposit', method: 'bank_transfer', amountUsdCents: 4001, reference: 'NCB 4471-22' });
    await p.smtp.waitFor(
      actors.customerA.user.email,
      (mail) => mail.raw.includes(`Payment received for your VOOSH request #${request.id}`) && mail.raw.includes('$40.01'),
    );

    expect(await offered()).toEqual([]);
    await record(request.id, { kind: 'final', method: 'cash' }).expect(409);
    await setStatus(p.t, request.id, 'in_progress');
    expect(await offered()).toEqual([{ kind: 'final', amountCents: 4000 }]);
    await record(request.id, { kind: 'final', method: 'cash', amountCents: 4001 }).expect(409, {
      statusCode: 409,
      error: 'amountCents must be at most the balance due, $40',
      message: 'amountCents must be at most the balance due, $40',
    });
    await record(request.id, { kind: 'final', method: 'cash', amountCents: 1500 }).expect(201);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 5501, balanceDueCents: 2500, depositPaid: true, fullyPaid: false });
    const { body: last } = await record(request.id, { kind: 'final', method: 'other' }).expect(201);
    expect(last.amountCents).toBe(2500);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 8001, balanceDueCents: 0, depositPaid: true, fullyPaid: true });
    expect(await offered()).toEqual([]);
    await record(request.id, { kind: 'final', method: 'cash' })
      .expect(409)
      .expect(({ body }) => expect(body.error).toBe('Nothing is left to pay on this request'));
  });

  it('refunds a card payment through Stripe, in part then in full, and the balance follows', async () => {
    const { customer, request, intent, intentId, charged } = await paidInFullInJmd(26275);
    expect(intent.amount).toBe(charged);

    const { body: partial } = await refund(intent.paymentId, { amountCents: 10001, reason: 'Scope reduced' }).expect(200);
    expect(partial).toMatchObject({ id: intent.paymentId, status: 'succeeded', refundedCents: 10001 });
    expect(await summaryOf(p.t, request.id)).toEqual({
      amountPaidCents: 16274,
      balanceDueCents: 10001,
      depositPaid: true,
      fullyPaid: false,
    });
    await refund(intent.paymentId, { amountCents: 16275, reason: 'Too much' }).expect(409, {
      statusCode: 409,
      error: 'amountCents must be at most what is left to refund, $162.74',
      message: 'amountCents must be at most what is left to refund, $162.74',
    });
    await refund(intent.paymentId, { reason: 'Customer cancelled' }).expect(200);
    await refund(intent.paymentId, { reason: 'Again' })
      .expect(409)
      .expect(({ body }) => expect(body.error).toBe('This payment has already been refunded in full'));

    const stripeRefunds = p.stripe.refunds.filter((entry) => entry.payment_intent === intentId);
    expect(stripeRefunds.map((entry) => entry.amount).reduce((a, b) => a + b, 0)).toBe(charged);
    const rows = await p.t.em().find(PaymentRefund, { payment: intent.paymentId }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.amountUsdCents, row.amountMinor, row.stripeRefundId, row.reason])).toEqual([
      [10001, stripeRefunds[0]!.amount, stripeRefunds[0]!.id, 'Scope reduced'],
      [16274, stripeRefunds[1]!.amount, stripeRefunds[1]!.id, 'Customer cancelled'],
    ]);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 26275, depositPaid: false, fullyPaid: false });
    const refundEvents = (await eventsOf(p.t, request.id)).filter((event) => event.type === 'payment_refunded');
    expect(refundEvents.map((event) => [event.actor?.id, event.after?.refundUsdCents, event.after?.reason])).toEqual([
      [actors.admin.user.id, 10001, 'Scope reduced'],
      [actors.admin.user.id, 16274, 'Customer cancelled'],
    ]);
    await p.smtp.waitFor(
      customer.user.email,
      (mail) => mail.raw.includes(`Refund for your VOOSH request #${request.id}`) && mail.raw.includes('Scope reduced'),
    );
  });

  it("records refunds made in Stripe's dashboard from charge.refunded, once, and never a refund made here twice", async () => {
    const { customer, request, intent, intentId, charged } = await paidInFullInJmd(26275);
    const chargeRefunded = (amountRefunded: number, refundId: string) =>
      signedEvent('charge.refunded', {
        id: `ch_${intentId}`,
        object: 'charge',
        payment_intent: intentId,
        amount: charged,
        amount_refunded: amountRefunded,
        refunds: { object: 'list', data: [{ id: refundId, object: 'refund' }] },
      });
    const refunded = async () =>
      (await p.t.em().find(PaymentRefund, { payment: intent.paymentId }, { orderBy: { id: 'asc' } })).map((row) => [
        row.amountUsdCents,
        row.amountMinor,
        row.stripeRefundId,
        row.reason,
        row.createdBy,
      ]);

    // A third of the charge refunded in the dashboard: recorded once, however often the event comes.
    const dashboardRefund = chargeRefunded(Math.round(charged / 3), 're_dashboard_1');
    for (let delivery = 0; delivery < 3; delivery += 1) await deliver(p.t, dashboardRefund).expect(200, { received: true });
    await deliver(p.t, chargeRefunded(Math.round(charged / 3), 're_dashboard_1')).expect(200); // the same total in another event
    expect(await refunded()).toEqual([[8758, Math.round(charged / 3), 're_dashboard_1', "Refunded in Stripe's dashboard", null]]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 26275 - 8758, balanceDueCents: 8758 });
    const [event] = (await eventsOf(p.t, request.id)).filter((candidate) => candidate.type === 'payment_refunded');
    expect(event).toMatchObject({ actor: null, after: { refundUsdCents: 8758, reason: "Refunded in Stripe's dashboard" } });
    await p.smtp.waitFor(
      customer.user.email,
      (mail) => mail.raw.includes(`Refund for your VOOSH request #${request.id}`) && mail.raw.includes('$87.58'),
    );

    // A refund made here, then Stripe's event for it: nothing new.
    await refund(intent.paymentId, { amountCents: 1000, reason: 'Goodwill' }).expect(200);
    const stripeTotal = p.stripe.refunds
      .filter((entry) => entry.payment_intent === intentId)
      .reduce((sum, entry) => sum + entry.amount, Math.round(charged / 3));
    await deliver(p.t, chargeRefunded(stripeTotal, p.stripe.refunds.at(-1)!.id)).expect(200);
    expect(await refunded()).toHaveLength(2);

    // The rest refunded in the dashboard: the payment ends refunded in full, to the minor unit.
    await deliver(p.t, chargeRefunded(charged, 're_dashboard_2')).expect(200);
    const rows = await refunded();
    expect(rows[2]).toEqual([26275 - 8758 - 1000, charged - stripeTotal, 're_dashboard_2', "Refunded in Stripe's dashboard", null]);
    expect(rows.reduce((sum, row) => sum + (row[1] as number), 0)).toBe(charged);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 26275, depositPaid: false, fullyPaid: false });
  });

  it('records a refund of an offline payment without calling Stripe', async () => {
    const request = await requestFor(p.t, actors.customerA.user, 5000, 'payment_due');
    const { body: payment } = await record(request.id, { kind: 'full', method: 'cash' }).expect(201);
    const before = p.stripe.calls.length;
    await refund(payment.id, { amountCents: 1000, reason: 'Discount agreed' })
      .expect(200)
      .expect(({ body }) => expect(body.refundedCents).toBe(1000));
    expect(p.stripe.calls.length).toBe(before);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 4000, balanceDueCents: 1000 });
    const [row] = await p.t.em().find(PaymentRefund, { payment: payment.id });
    expect(row).toMatchObject({ amountUsdCents: 1000, amountMinor: 1000, stripeRefundId: null });
  });

  it('refuses to refund a payment that has not succeeded, and answers 404 for a missing one', async () => {
    const request = await requestFor(p.t, actors.customerA.user, 5000);
    const { body: intent } = await p.t.http
      .post('/api/create-payment-intent')
      .set(actors.customerA.auth)
      .send({ requestId: request.id, currency: 'usd', paymentType: 'deposit' })
      .expect(200);
    await refund(intent.paymentId, { reason: 'x' })
      .expect(409)
      .expect(({ body }) =>
        expect(body.error).toBe('Only a succeeded payment or one that needs review can be refunded; this payment is pending'),
      );
    await refund(2_000_000_000, { reason: 'x' }).expect(404, { statusCode: 404, error: 'Payment not found', message: 'Payment not found' });
  });

  it('lists a request’s payments for its owner and admins, 404 for others, with the note for admins only', async () => {
    const request = await requestFor(p.t, actors.customerA.user, 7000, 'approved');
    await record(request.id, { kind: 'deposit', method: 'bank_transfer', note: 'internal' }).expect(201);
    const { body: mine } = await p.t.http.get(`/api/purchase-requests/${request.id}/payments`).set(actors.customerA.auth).expect(200);
    expect(mine).toEqual([expect.objectContaining({ requestId: request.id, kind: 'deposit', amountCents: 3500, note: null })]);
    const { body: admins } = await p.t.http.get(`/api/purchase-requests/${request.id}/payments`).set(actors.admin.auth).expect(200);
    expect(admins[0].note).toBe('internal');
    await p.t.http.get(`/api/purchase-requests/${request.id}/payments`).set(actors.customerB.auth).expect(404);
    await p.t.http.get(`/api/purchase-requests/${request.id}/payments`).expect(401);
    await p.t.http.get('/api/purchase-requests/abc/payments').set(actors.customerA.auth).expect(400);
    await p.t.http.get('/api/purchase-requests/2000000000/payments').set(actors.admin.auth).expect(404);
  });

  it('lists every payment for admins in the simple-rest dialect', async () => {
    const request = await requestFor(p.t, actors.customerB.user, 9000, 'approved');
    const { body: payment } = await record(request.id, { kind: 'full', method: 'cash' }).expect(201);
    const all = await p.t.http.get('/api/admin/payments?range=[0,1]&sort=["id","DESC"]').set(actors.admin.auth).expect(200);
    expect(all.headers['content-range']).toMatch(/^payments 0-1\/\d+$/);
    expect(all.body[0].id).toBe(payment.id);
    const filtered = await p.t.http
      .get(
        `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ requestId: request.id, method: 'cash', status: 'succeeded', kind: 'full' }))}`,
      )
      .set(actors.admin.auth)
      .expect(200);
    expect(filtered.body.map((entry: { id: number }) => entry.id)).toEqual([payment.id]);
    await p.t.http.get('/api/admin/payments?sort=["note","ASC"]').set(actors.admin.auth).expect(400);
    await p.t.http.get('/api/admin/payments?filter={"status":"lost"}').set(actors.admin.auth).expect(400, {
      statusCode: 400,
      error: 'filter status must be one of pending, succeeded, failed, canceled, needs_review',
      message: 'filter status must be one of pending, succeeded, failed, canceled, needs_review',
    });
    await p.t.http.get('/api/admin/payments?filter={"requestId":"x"}').set(actors.admin.auth).expect(400);
    await p.t.http.get('/api/admin/payments').set(actors.customerA.auth).expect(403);
    await p.t.http.get('/api/admin/payments').expect(401);
  });

  it('answers one payment, and filters the list by text (reference, customer) and by dates, a date alone meaning its whole day', async () => {
    const request = await requestFor(p.t, actors.customerB.user, 7000, 'approved');
    const { body: payment } = await record(request.id, { kind: 'deposit', method: 'bank_transfer', reference: 'FIND-ME-4471' }).expect(201);
    expect((await p.t.http.get(`/api/admin/payments/${payment.id}`).set(actors.admin.auth).expect(200)).body).toEqual(payment);
    expect((await p.t.http.get('/api/admin/payments/2000000000').set(actors.admin.auth).expect(404)).body.error).toBe('Payment not found');
    await p.t.http.get('/api/admin/payments/abc').set(actors.admin.auth).expect(400);
    await p.t.http.get(`/api/admin/payments/${payment.id}`).set(actors.customerB.auth).expect(403);

    const ids = async (filter: object) =>
      (
        (
          await p.t.http
            .get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`)
            .set(actors.admin.auth)
            .expect(200)
        ).body as { id: number }[]
      ).map((entry) => entry.id);
    expect(await ids({ q: 'find-me' })).toEqual([payment.id]);
    expect(await ids({ q: actors.customerB.user.email.toUpperCase(), requestId: request.id })).toEqual([payment.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ q: 'FIND-ME', createdAt_gte: today, createdAt_lte: today })).toEqual([payment.id]);
    expect(await ids({ q: 'FIND-ME', createdAt_lte: '2020-01-01' })).toEqual([]);
    expect((await p.t.http.get('/api/admin/payments?filter={"createdAt_gte":"soon"}').set(actors.admin.auth).expect(400)).body.error).toBe(
      'filter createdAt_gte must be a date (ISO 8601)',
    );
    const sorted = (await p.t.http.get('/api/admin/payments?sort=["amountCents","DESC"]&range=[0,99]').set(actors.admin.auth).expect(200))
      .body as { amountCents: number }[];
    expect(sorted.map((entry) => entry.amountCents)).toEqual([...sorted.map((entry) => entry.amountCents)].sort((a, b) => b - a));
  });

  it('guards the admin routes: 401 without a session, 403 for customers, 404 for a missing request', async () => {
    const request = await requestFor(p.t, actors.customerA.user, 5000, 'approved');
    await p.t.http.post(`/api/purchase-requests/${request.id}/payments`).send({ kind: 'deposit', method: 'cash' }).expect(401);
    await record(request.id, { kind: 'deposit', method: 'cash' }, actors.customerA.auth).expect(403);
    await refund(1, { reason: 'x' }, actors.customerA.auth).expect(403);
    await p.t.http.post('/api/payments/1/refund').send({ reason: 'x' }).expect(401);
    await record(2_000_000_000, { kind: 'deposit', method: 'cash' }).expect(404);
    expect(await paymentsOf(p.t, request.id)).toEqual([]);
  });

  it('answers 409 for an offline payment in a state that does not allow it', async () => {
    for (const status of ['submitted', 'under_review', 'denied', 'paid', 'in_progress', 'completed'] as const) {
      const request = await requestFor(p.t, actors.customerA.user, 5000, status);
      await record(request.id, { kind: 'deposit', method: 'cash' }).expect(409);
    }
  });

  it('sends no receipt when emailNotifications is off', async () => {
    const customer = await sessionFor(p.t);
    const request = await requestFor(p.t, customer.user, 5000, 'approved');
    const settings = p.t.app.get(SettingsService);
    await settings.save({ emailNotifications: false });
    try {
      const { body: payment } = await record(request.id, { kind: 'full', method: 'cash' }).expect(201);
      await refund(payment.id, { reason: 'Test' }).expect(200);
    } finally {
      await settings.save({ emailNotifications: true });
    }
    expect(await p.t.em().count(OutboxMessage, { to: customer.user.email })).toBe(0);
    expect(await statusOf(p.t, request.id)).toBe('paid');
  });

  it('summarises several requests at once for the purchase-request answers', async () => {
    const unpaid = await requestFor(p.t, actors.customerB.user, 3333, 'approved');
    const deposited = await requestFor(p.t, actors.customerB.user, 3333, 'approved', 2001);
    await record(deposited.id, { kind: 'deposit', method: 'cash' }).expect(201);
    const summaries = await p.t.app
      .get(PaymentsLedgerService)
      .summaries(p.t.app.get(EntityManager).fork(), [unpaid.id, deposited.id, deposited.id, 2_000_000_000]);
    expect(summaries.size).toBe(2);
    expect(summaries.get(unpaid.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 3333, depositPaid: false, fullyPaid: false });
    expect(summaries.get(deposited.id)).toEqual({ amountPaidCents: 1001, balanceDueCents: 1000, depositPaid: true, fullyPaid: false });
    expect(await p.t.app.get(PaymentsLedgerService).summaries(p.t.app.get(EntityManager).fork(), [])).toEqual(new Map());
  });

  it.each([
    ['no kind', { method: 'cash' }, 'kind must be one of deposit, full, final'],
    ['an unknown method', { kind: 'deposit', method: 'card' }, 'method must be one of bank_transfer, cash, other'],
    ['a zero amount', { kind: 'deposit', method: 'cash', amountCents: 0 }, 'amountCents must be at least 1'],
    ['a fractional amount', { kind: 'deposit', method: 'cash', amountCents: 10.5 }, 'amountCents must be a whole number of cents'],
    ['a text amount', { kind: 'deposit', method: 'cash', amountCents: '100' }, 'amountCents must be a whole number of cents'],
    ['a long reference', { kind: 'deposit', method: 'cash', reference: 'r'.repeat(201) }, 'reference must be at most 200 characters'],
    ['an object note', { kind: 'deposit', method: 'cash', note: { a: 1 } }, 'note must be text'],
    ['an extra field', { kind: 'deposit', method: 'cash', status: 'succeeded' }, 'property status should not exist'],
  ])('answers 400 for an offline payment with %s', async (_label, body, message) => {
    const request = await requestFor(p.t, actors.customerA.user, 5000, 'approved');
    await record(request.id, body)
      .expect(400)
      .expect(({ body: answer }) => expect(answer.error).toBe(message));
  });

  it.each([
    ['no reason', { amountCents: 100 }, 'reason is required'],
    ['a blank reason', { reason: '   ' }, 'reason is required'],
    ['a long reason', { reason: 'r'.repeat(501) }, 'reason must be at most 500 characters'],
    ['a negative amount', { reason: 'x', amountCents: -5 }, 'amountCents must be at least 1'],
  ])('answers 400 for a refund with %s', async (_label, body, message) => {
    await refund(1, body)
      .expect(400)
      .expect(({ body: answer }) => expect(answer.error).toBe(message));
  });
});

describe('Payments without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 for card payments, the webhook and reconciliation, and still records offline payments', async () => {
    const customer = await sessionFor(t);
    const admin = await sessionFor(t, 'ADMIN');
    const request = await requestFor(t, customer.user, 10000, 'approved');
    await t.http.get('/api/payments/config').expect(200, { enabled: false, publishableKey: null, bankTransfer: false });
    const notConfigured = { statusCode: 503, error: 'Card payments are not configured', message: 'Card payments are not configured' };
    await t.http
      .post('/api/create-payment-intent')
      .set(customer.auth)
      .send({ requestId: request.id, amount: 50, currency: 'usd', paymentType: 'deposit' })
      .expect(503, notConfigured);
    await t.http.post('/api/payments/webhook').set('Stripe-Signature', 't=1,v1=abc').send({ id: 'evt_1' }).expect(503, notConfigured);
    await t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(503, notConfigured);
    await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin.auth)
      .send({ kind: 'deposit', method: 'bank_transfer', reference: 'TT-1' })
      .expect(201);
    expect(await summaryOf(t, request.id)).toEqual({ amountPaidCents: 5000, balanceDueCents: 5000, depositPaid: true, fullyPaid: false });
  });
});
