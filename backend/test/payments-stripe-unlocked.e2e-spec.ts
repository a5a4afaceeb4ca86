import { PaymentRefund } from '../src/payments/entities/payment-refund.entity';
import { REFUND_MESSAGES } from '../src/payments/payments.messages';
import { sessionFor } from './support/accounts';
import { eventually } from './support/eventually';
import type { MatrixActors } from './support/app-fixture';
import { openTransactions, withoutLockWaits } from './support/open-transactions';
import {
  createPaymentsTestApp,
  deliver,
  pay,
  paymentsOf,
  requestFor,
  signedEvent,
  summaryOf,
  withPaymentsAppAndActors,
  type PaymentsTestApp,
} from './support/payments';
import { intentIdOf } from './support/stripe-stub';

/**
 * No Stripe call is made while a row lock, and so a pooled connection in a transaction, is held:
 * Stripe is held back by the stand-in while an admin works on the same request, and what the admin
 * did meanwhile decides what the customer's call answers.
 */
describe('Stripe calls outside row locks', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));

  const customer = () => actors.customerA;
  const askIntent = (requestId: number, paymentType = 'deposit') =>
    p.t.http.post('/api/create-payment-intent').set(customer().auth).send({ requestId, currency: 'usd', paymentType });
  const update = (requestId: number, body: Record<string, unknown>) =>
    p.t.http.put(`/api/purchase-requests/${requestId}`).set(actors.admin.auth).send(body);
  const refund = (paymentId: number, body: Record<string, unknown>) =>
    p.t.http.post(`/api/payments/${paymentId}/refund`).set(actors.admin.auth).send(body);
  /** A request of `totalCents` paid in full by card: the request, the intent's answer and its id. */
  const paidByCard = async (totalCents: number) => {
    const request = await requestFor(p.t, customer().user, totalCents);
    const { body: intent } = await askIntent(request.id, 'full').expect(200);
    const intentId = intentIdOf(intent.clientSecret);
    await pay(p.t, p.stripe, intentId);
    return { request, intent, intentId };
  };
  const ledgerOf = async (requestId: number) =>
    (await paymentsOf(p.t, requestId)).map((payment) => [
      payment.kind,
      payment.status,
      payment.charged.amountUsdCents,
      payment.stripeCancelPending,
    ]);

  it('lets an admin deny the request while Stripe makes the intent; the intent made meanwhile is canceled and the customer told why', async () => {
    const request = await requestFor(p.t, customer().user, 50000);
    const stripe = p.stripe.hold('POST /v1/payment_intents');
    const asked = askIntent(request.id).then((answer) => answer);
    await stripe.arrived;
    expect(await openTransactions(p.t)).toBe(0);
    await withoutLockWaits(p.t, update(request.id, { status: 'denied' }).expect(200));
    stripe.release();

    const answer = await asked;
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      'A deposit payment can be made only when the request is approved or payment_due; this request is denied',
    );
    const [payment] = await paymentsOf(p.t, request.id);
    expect(payment).toMatchObject({ status: 'canceled', stripeCancelPending: false });
    expect(p.stripe.intents.get(payment!.stripePaymentIntentId!)!.status).toBe('canceled');
  });

  it('answers an intent at the new amount when the admin re-prices the request meanwhile', async () => {
    const request = await requestFor(p.t, customer().user, 50000);
    const stripe = p.stripe.hold('POST /v1/payment_intents');
    const asked = askIntent(request.id).then((answer) => answer);
    await stripe.arrived;
    await withoutLockWaits(p.t, update(request.id, { adminAdjustedAmount: 300 }).expect(200));
    stripe.release();

    const { status, body } = await asked;
    expect(status).toBe(200);
    expect(body).toMatchObject({ amount: 15000, amountUsdCents: 15000 });
    expect(await ledgerOf(request.id)).toEqual([
      ['deposit', 'canceled', 25000, false],
      ['deposit', 'pending', 15000, false],
    ]);
    const [first] = await paymentsOf(p.t, request.id);
    expect(p.stripe.intents.get(first!.stripePaymentIntentId!)!.status).toBe('canceled');
    expect(p.stripe.intents.get(intentIdOf(body.clientSecret))!.status).toBe('requires_payment_method');
  });

  it('answers 409 when an admin records the deposit offline meanwhile, and books the money once', async () => {
    const request = await requestFor(p.t, customer().user, 50000);
    const stripe = p.stripe.hold('POST /v1/payment_intents');
    const asked = askIntent(request.id).then((answer) => answer);
    await stripe.arrived;
    await withoutLockWaits(
      p.t,
      p.t.http
        .post(`/api/purchase-requests/${request.id}/payments`)
        .set(actors.admin.auth)
        .send({ kind: 'deposit', method: 'bank_transfer', reference: 'TT-1' })
        .expect(201),
    );
    stripe.release();

    expect((await asked).status).toBe(409);
    expect(await ledgerOf(request.id)).toEqual([
      ['deposit', 'canceled', 25000, false],
      ['deposit', 'succeeded', 25000, false],
    ]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 25000, depositPaid: true });
  });

  it('retries a 500 once with the same idempotency key, making one intent', async () => {
    const request = await requestFor(p.t, customer().user, 50000);
    const before = p.stripe.createdIntents;
    p.stripe.failNext = 1;
    const { body } = await askIntent(request.id).expect(200);
    expect(p.stripe.createdIntents - before).toBe(1);
    expect(p.stripe.keyedCalls.filter((call) => call.endsWith(` voosh-payment-${body.paymentId}`))).toEqual([
      `POST /v1/payment_intents voosh-payment-${body.paymentId}`,
      `POST /v1/payment_intents voosh-payment-${body.paymentId}`,
    ]);
  });

  it('refunds with no lock held: the request can be updated while Stripe refunds, and the refund is recorded after', async () => {
    const { request, intent } = await paidByCard(20000);
    const stripe = p.stripe.hold('POST /v1/refunds');
    const refunding = refund(intent.paymentId, { amountCents: 5000, reason: 'Goodwill' }).then((answer) => answer);
    await stripe.arrived;
    expect(await openTransactions(p.t)).toBe(0);
    await withoutLockWaits(p.t, update(request.id, { adminNotes: 'Refund under way' }).expect(200));
    stripe.release();

    expect((await refunding).body).toMatchObject({ refundedCents: 5000 });
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 15000 });
  });

  it("records a refund once when Stripe's charge.refunded comes before Stripe's answer, in the admin's name", async () => {
    const { request, intent, intentId } = await paidByCard(20000);
    const stripe = p.stripe.hold('POST /v1/refunds');
    const refunding = refund(intent.paymentId, { amountCents: 5000, reason: 'Goodwill' }).then((answer) => answer);
    await stripe.arrived;
    const made = p.stripe.refunds.at(-1)!;
    const event = signedEvent('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      amount: 20000,
      amount_refunded: made.amount,
      refunds: { object: 'list', data: [{ id: made.id, object: 'refund' }] },
    });
    await withoutLockWaits(p.t, deliver(p.t, event).expect(200));
    stripe.release();

    expect((await refunding).status).toBe(200);
    const rows = await p.t.em().find(PaymentRefund, { payment: intent.paymentId });
    expect(rows.map((row) => [row.amountUsdCents, row.stripeRefundId, row.reason, row.createdBy?.id])).toEqual([
      [5000, made.id, 'Goodwill', actors.admin.user.id],
    ]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 15000 });
  });

  it('answers 409 when Stripe refuses a refund it can no longer make, and records what it made meanwhile', async () => {
    const { request, intent, intentId } = await paidByCard(20000);
    // Stripe answers what it refunded (nothing yet); before the refund is asked, all of it is refunded in its dashboard.
    const listing = p.stripe.hold('GET /v1/refunds');
    const refunding = refund(intent.paymentId, { amountCents: 5000, reason: 'Goodwill' }).then((answer) => answer);
    await listing.arrived;
    p.stripe.refunds.push({
      id: 're_dashboard_all',
      object: 'refund',
      amount: 20000,
      payment_intent: intentId,
      status: 'succeeded',
      metadata: {},
    });
    listing.release();
    const answer = await refunding;
    expect([answer.status, answer.body.type, answer.body.error]).toEqual([409, 'refused_by_stripe', REFUND_MESSAGES.refusedByStripe]);
    const rows = await p.t.em().find(PaymentRefund, { payment: intent.paymentId });
    expect(rows.map((row) => [row.amountUsdCents, row.stripeRefundId, row.createdBy])).toEqual([[20000, 're_dashboard_all', null]]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 0 });
  });

  it('records one refund for the same refund asked twice at once (a double click)', async () => {
    const { request, intent } = await paidByCard(20000);
    const refundsBefore = p.stripe.refunds.length;
    const callsBefore = p.stripe.calls.length;
    // Both clicks reach Stripe before either answer comes back: they are at once whatever this machine's speed.
    const stripe = p.stripe.hold('POST /v1/refunds', 2);
    const asked = Promise.all([1, 2].map(() => refund(intent.paymentId, { amountCents: 4000, reason: 'Twice' })));
    await eventually(() => expect(p.stripe.calls.slice(callsBefore).filter((call) => call === 'POST /v1/refunds')).toHaveLength(2));
    stripe.release();
    const answers = await asked;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(p.stripe.refunds.length - refundsBefore).toBe(1);
    expect(await p.t.em().count(PaymentRefund, { payment: intent.paymentId })).toBe(1);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 16000 });
  });

  it("records one refund for a double click whose second half finds the first's refund made at Stripe, its answer not back yet", async () => {
    const { request, intent } = await paidByCard(20000);
    const refundsBefore = p.stripe.refunds.length;
    // The first click's refund is made at Stripe, and its answer held back.
    const first = p.stripe.hold('POST /v1/refunds');
    const firstAsked = refund(intent.paymentId, { amountCents: 4000, reason: 'Twice' }).then((answer) => answer);
    await first.arrived;
    // The second click lists that refund at Stripe before asking for its own, and is answered first.
    const second = await refund(intent.paymentId, { amountCents: 4000, reason: 'Twice' });
    first.release();
    expect([second.status, (await firstAsked).status]).toEqual([200, 200]);
    expect(p.stripe.refunds.length - refundsBefore).toBe(1);
    const rows = await p.t.em().find(PaymentRefund, { payment: intent.paymentId });
    expect(rows.map((row) => [row.amountUsdCents, row.reason, row.createdBy?.id])).toEqual([[4000, 'Twice', actors.admin.user.id]]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 16000 });
  });

  it('makes a refund of its own for the same amount asked again once the first is recorded', async () => {
    const { request, intent } = await paidByCard(20000);
    const refundsBefore = p.stripe.refunds.length;
    await refund(intent.paymentId, { amountCents: 4000, reason: 'First week' }).expect(200);
    await refund(intent.paymentId, { amountCents: 4000, reason: 'Second week' }).expect(200);
    expect(p.stripe.refunds.length - refundsBefore).toBe(2);
    const rows = await p.t.em().find(PaymentRefund, { payment: intent.paymentId }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.amountUsdCents, row.reason])).toEqual([
      [4000, 'First week'],
      [4000, 'Second week'],
    ]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 12000 });
  });
});

describe('A Stripe that times out', () => {
  let p: PaymentsTestApp;
  let customer: Awaited<ReturnType<typeof sessionFor>>;
  beforeAll(async () => {
    // A half-second timeout instead of the default 10 s, so that timing out twice takes a second of the suite.
    p = await createPaymentsTestApp({ STRIPE_TIMEOUT_MS: '500' });
    customer = await sessionFor(p.t);
  });
  afterAll(() => p.close());

  const askIntent = (requestId: number) =>
    p.t.http.post('/api/create-payment-intent').set(customer.auth).send({ requestId, currency: 'usd', paymentType: 'deposit' });

  it('retries a timed-out call with the same key and answers the intent Stripe made', async () => {
    const request = await requestFor(p.t, customer.user, 30000);
    const before = p.stripe.createdIntents;
    const stripe = p.stripe.hold('POST /v1/payment_intents');
    const { body } = await askIntent(request.id).expect(200);
    stripe.release();
    expect(p.stripe.createdIntents - before).toBe(1);
    expect(p.stripe.keyedCalls.filter((call) => call.endsWith(` voosh-payment-${body.paymentId}`))).toHaveLength(2);
  });

  it('answers 502 when the retry times out too, leaves no payment behind, and the next call goes through', async () => {
    const request = await requestFor(p.t, customer.user, 30000);
    const stripe = p.stripe.hold('POST /v1/payment_intents', 2);
    // Answered while Stripe still holds both calls: the app gave up on its own timeout.
    await askIntent(request.id).expect(502);
    stripe.release();
    expect(await paymentsOf(p.t, request.id)).toEqual([]);
    const { body } = await askIntent(request.id).expect(200);
    expect(await paymentsOf(p.t, request.id)).toEqual([expect.objectContaining({ id: body.paymentId, status: 'pending' })]);
  });

  it('records a refund Stripe made whose answers never came back, once, before answering 502', async () => {
    const admin = await sessionFor(p.t, 'ADMIN');
    const request = await requestFor(p.t, customer.user, 30000);
    const { body: intent } = await askIntent(request.id).expect(200);
    await pay(p.t, p.stripe, intentIdOf(intent.clientSecret));
    const refund = (body: object) => p.t.http.post(`/api/payments/${intent.paymentId}/refund`).set(admin.auth).send(body);
    // Stripe makes the refund, but neither its answer nor the retry's comes back in time.
    const stripe = p.stripe.hold('POST /v1/refunds', 2);
    await refund({ amountCents: 5000, reason: 'Goodwill' }).expect(502);
    stripe.release();
    const [made] = p.stripe.refunds.filter((entry) => entry.payment_intent === intentIdOf(intent.clientSecret));
    const rows = async () =>
      (await p.t.em().find(PaymentRefund, { payment: intent.paymentId })).map((row) => [row.amountUsdCents, row.stripeRefundId]);
    expect(await rows()).toEqual([[5000, made!.id]]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 10000 });
    // The admin, told it failed, asks again: what is left is judged on what Stripe made.
    await refund({ amountCents: 10001, reason: 'Goodwill' }).expect(409);
    await refund({ reason: 'Goodwill' }).expect(200);
    expect(await rows()).toHaveLength(2);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 0 });
  });
});
