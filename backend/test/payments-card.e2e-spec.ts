import {
  chargeMinorUnits,
  FALLBACK_RATES,
  type CurrencyCode,
  FOREIGN_CURRENCY_CODES,
  stripeCurrency,
  type StripeCurrency,
  type PaymentKind,
  type PurchaseRequestStatus,
} from '@voosh/shared';
import { Payment } from '../src/payments/entities/payment.entity';
import { PaymentsReconciliationService } from '../src/payments/payments-reconciliation.service';
import { PurchaseRequest } from '../src/purchase-requests/entities/purchase-request.entity';
import { matrixActors, sessionFor } from './support/accounts';
import { intentIdOf } from './support/stripe-stub';
import { outboxSettled } from './support/outbox';
import {
  createPaymentsTestApp,
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
  type PaymentsTestApp,
} from './support/payments';

type Session = Awaited<ReturnType<typeof sessionFor>>;

describe('Card payments: intents, webhook, reconciliation', () => {
  let p: PaymentsTestApp;
  let customer: Session;

  beforeAll(async () => {
    p = await createPaymentsTestApp();
    customer = await sessionFor(p.t);
  });
  afterAll(() => p.close());

  const intentFor = (requestId: number, paymentType: PaymentKind, currency: StripeCurrency = 'usd', auth = customer.auth, amount = 1) =>
    p.t.http.post('/api/create-payment-intent').set(auth).send({ requestId, amount, currency, paymentType });

  /** Pays a deposit then the final payment by card in `currency`; answers both intents' answers. */
  async function depositThenFinal(total: number, adjusted: number | null, currency: CurrencyCode) {
    const request = await requestFor(p.t, customer.user, total, 'approved', adjusted);
    const deposit = (await intentFor(request.id, 'deposit', stripeCurrency(currency)).expect(200)).body;
    await pay(p.t, p.stripe, deposit.clientSecret.split('_secret_')[0]);
    expect(await statusOf(p.t, request.id)).toBe('paid');
    await setStatus(p.t, request.id, 'completed');
    const final = (await intentFor(request.id, 'final', stripeCurrency(currency)).expect(200)).body;
    await pay(p.t, p.stripe, final.clientSecret.split('_secret_')[0]);
    return { request, deposit, final };
  }

  it('answers the config with the publishable key', async () => {
    await p.t.http
      .get('/api/payments/config')
      .expect(200, { enabled: true, publishableKey: 'pk_test_stub_0123456789', bankTransfer: false });
  });

  it.each([
    [10001, null],
    [99, null],
    [52551, 7777],
    [3, 99999],
  ])('deposit + final add up exactly to the amount due in USD (total %i, adjusted %p)', async (total, adjusted) => {
    const due = adjusted ?? total;
    const { request, deposit, final } = await depositThenFinal(total, adjusted, 'USD');
    expect(deposit.amountUsdCents).toBe(Math.ceil(due / 2));
    expect(deposit.amountUsdCents + final.amountUsdCents).toBe(due);
    expect(deposit.amount + final.amount).toBe(due);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: due, balanceDueCents: 0, depositPaid: true, fullyPaid: true });
    expect((await paymentsOf(p.t, request.id)).map((payment) => [payment.kind, payment.status, payment.charged.amountUsdCents])).toEqual([
      ['deposit', 'succeeded', deposit.amountUsdCents],
      ['final', 'succeeded', final.amountUsdCents],
    ]);
    // Nothing left: another final payment is refused.
    await intentFor(request.id, 'final').expect(409, {
      statusCode: 409,
      error: 'Nothing is left to pay on this request',
      message: 'Nothing is left to pay on this request',
    });
  });

  it("saves the card for the monthly plan with the final or full payment's intent, on the customer's Stripe Customer of its currency", async () => {
    const buyer = await sessionFor(p.t);
    const intentOf = (answer: { clientSecret: string }) => p.stripe.intents.get(intentIdOf(answer.clientSecret));
    const first = await requestFor(p.t, buyer.user, 20000, 'approved');
    const deposit = (await intentFor(first.id, 'deposit', 'usd', buyer.auth).expect(200)).body;
    expect(intentOf(deposit)).toMatchObject({ customer: null, setup_future_usage: null });
    await pay(p.t, p.stripe, intentIdOf(deposit.clientSecret));
    await setStatus(p.t, first.id, 'completed');

    // The final payment and, on three other requests at once, payments in full: one Customer per currency
    // (Stripe bills a Customer's subscriptions in one currency), the two JMD payments sharing theirs.
    const others = [];
    for (const total of [30000, 40000, 50000]) others.push(await requestFor(p.t, buyer.user, total, 'approved'));
    const answers = await Promise.all([
      intentFor(first.id, 'final', 'jmd', buyer.auth).expect(200),
      intentFor(others[0]!.id, 'full', 'usd', buyer.auth).expect(200),
      intentFor(others[1]!.id, 'full', 'gbp', buyer.auth).expect(200),
      intentFor(others[2]!.id, 'full', 'jmd', buyer.auth).expect(200),
    ]);
    const made = p.stripe.customers.filter((customer) => customer.metadata.userId === String(buyer.user.id));
    expect(made.map(({ email, metadata }) => [email, metadata.currency]).sort()).toEqual(
      ['GBP', 'JMD', 'USD'].map((currency) => [buyer.user.email, currency]),
    );
    const customerIn = (currency: string) => made.find((customer) => customer.metadata.currency === currency)!.id;
    for (const [index, currency] of (['JMD', 'USD', 'GBP', 'JMD'] as const).entries()) {
      expect(intentOf(answers[index]!.body)).toMatchObject({
        currency: stripeCurrency(currency),
        customer: customerIn(currency),
        setup_future_usage: 'off_session',
      });
    }
  });

  it('answers the payment figures on the purchase request, to its customer and to admins', async () => {
    const admin = await sessionFor(p.t, 'ADMIN');
    const request = await requestFor(p.t, customer.user, 10001, 'approved', null);
    const figures = async (auth: Record<string, string>) => {
      const { body } = await p.t.http.get(`/api/purchase-requests/${request.id}`).set(auth).expect(200);
      return { amountPaid: body.amountPaid, balanceDue: body.balanceDue, depositPaid: body.depositPaid, fullyPaid: body.fullyPaid };
    };
    expect(await figures(customer.auth)).toEqual({ amountPaid: 0, balanceDue: 10001, depositPaid: false, fullyPaid: false });

    const deposit = (await intentFor(request.id, 'deposit').expect(200)).body;
    await pay(p.t, p.stripe, deposit.clientSecret.split('_secret_')[0]);
    const afterDeposit = { amountPaid: 5001, balanceDue: 5000, depositPaid: true, fullyPaid: false };
    expect(await figures(customer.auth)).toEqual(afterDeposit);
    expect(await figures(admin.auth)).toEqual(afterDeposit);
    const listed = (await p.t.http.get('/api/purchase-requests').set(customer.auth).expect(200)).body.find(
      (row: { id: number }) => row.id === request.id,
    );
    expect(listed).toMatchObject(afterDeposit);
  });

  it.each(FOREIGN_CURRENCY_CODES)('charges %s at the stored rate, deposit + final = the converted amount due', async (currency) => {
    const rate = STORED_RATES[currency];
    expect(rate).not.toBe(FALLBACK_RATES[currency]);
    for (const [total, adjusted] of [
      [12345, null],
      [99, 4321],
    ] as const) {
      const due = adjusted ?? total;
      const { request, deposit, final } = await depositThenFinal(total, adjusted, currency);
      expect(deposit).toMatchObject({
        currency,
        paymentType: 'deposit',
        amountUsdCents: Math.ceil(due / 2),
        amount: chargeMinorUnits(Math.ceil(due / 2), currency, rate),
      });
      expect(deposit.amountUsdCents + final.amountUsdCents).toBe(due);
      expect(deposit.amount + final.amount).toBe(chargeMinorUnits(due, currency, rate));
      const payments = await paymentsOf(p.t, request.id);
      expect(payments.map((payment) => [payment.charged.currency, payment.charged.rate, payment.charged.amountMinor])).toEqual([
        [currency, rate, deposit.amount],
        [currency, rate, final.amount],
      ]);
      expect(p.stripe.intents.get(payments[0]!.stripePaymentIntentId!)).toMatchObject({
        amount: deposit.amount,
        currency: stripeCurrency(currency),
      });
      expect((await summaryOf(p.t, request.id)).balanceDueCents).toBe(0);
    }
  });

  it('ignores a tampered client amount and charges the full amount for a full payment', async () => {
    const request = await requestFor(p.t, customer.user, 25001);
    const { body } = await intentFor(request.id, 'full', 'usd', customer.auth, 1).expect(200);
    expect(body).toMatchObject({
      paymentType: 'full',
      amount: 25001,
      amountUsdCents: 25001,
      currency: 'USD',
      paymentId: expect.any(Number),
    });
    expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(p.stripe.intents.get(body.clientSecret.split('_secret_')[0])!.amount).toBe(25001);
  });

  it('makes one intent for 10 concurrent calls, and the same one when asked again', async () => {
    const request = await requestFor(p.t, customer.user, 40000);
    const before = p.stripe.createdIntents;
    const answers = await Promise.all(Array.from({ length: 10 }, () => intentFor(request.id, 'deposit', 'gbp')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.clientSecret)).size).toBe(1);
    expect(p.stripe.createdIntents - before).toBe(1);
    expect((await intentFor(request.id, 'deposit', 'gbp').expect(200)).body.clientSecret).toBe(answers[0]!.body.clientSecret);
    expect(await paymentsOf(p.t, request.id)).toHaveLength(1);
    // Another currency is another intent, and the first one is canceled: only one can be paid.
    expect((await intentFor(request.id, 'deposit', 'eur').expect(200)).body.clientSecret).not.toBe(answers[0]!.body.clientSecret);
    expect(p.stripe.intents.get(answers[0]!.body.clientSecret.split('_secret_')[0])!.status).toBe('canceled');
    expect((await paymentsOf(p.t, request.id)).map((payment) => [payment.charged.currency, payment.status])).toEqual([
      ['GBP', 'canceled'],
      ['EUR', 'pending'],
    ]);
  });

  it('answers 409 while another intent of the request is being processed', async () => {
    const request = await requestFor(p.t, customer.user, 10000);
    const id = (await intentFor(request.id, 'deposit').expect(200)).body.clientSecret.split('_secret_')[0];
    p.stripe.settle(id, 'processing');
    await intentFor(request.id, 'full').expect(409, {
      statusCode: 409,
      error: 'A payment for this request is already being processed',
      message: 'A payment for this request is already being processed',
    });
    expect((await paymentsOf(p.t, request.id)).map((payment) => payment.status)).toEqual(['pending']);
  });

  it('cancels the open intent and makes a new one when the amount due changed', async () => {
    const request = await requestFor(p.t, customer.user, 10000);
    const first = (await intentFor(request.id, 'full').expect(200)).body;
    await p.t.em().nativeUpdate(PurchaseRequest, { id: request.id }, { adminAdjustedCents: 8000 });
    const second = (await intentFor(request.id, 'full').expect(200)).body;
    expect(second).toMatchObject({ amount: 8000 });
    expect(p.stripe.intents.get(first.clientSecret.split('_secret_')[0])!.status).toBe('canceled');
    expect((await paymentsOf(p.t, request.id)).map((payment) => payment.status)).toEqual(['canceled', 'pending']);
  });

  it('records one payment for an event delivered 5 times, moves the request to paid once, and sends one receipt', async () => {
    const request = await requestFor(p.t, customer.user, 30000, 'payment_due');
    const { body } = await intentFor(request.id, 'deposit').expect(200);
    const intent = p.stripe.settle(body.clientSecret.split('_secret_')[0], 'succeeded');
    const event = signedEvent('payment_intent.succeeded', intent);
    for (let i = 0; i < 5; i++) await deliver(p.t, event).expect(200, { received: true });
    await Promise.all(Array.from({ length: 5 }, () => deliver(p.t, event).expect(200)));
    const events = await eventsOf(p.t, request.id);
    expect(events.map((entry) => entry.type)).toEqual(['payment_recorded', 'status_changed']);
    expect(events[1]).toMatchObject({ actor: null, before: { status: 'payment_due' }, after: { status: 'paid' } });
    expect(await statusOf(p.t, request.id)).toBe('paid');
    expect(await summaryOf(p.t, request.id)).toEqual({
      amountPaidCents: 15000,
      balanceDueCents: 15000,
      depositPaid: true,
      fullyPaid: false,
    });
    await p.smtp.waitFor(customer.user.email, (mail) => mail.raw.includes(`Payment received for your VOOSH request #${request.id}`));
    await p.smtp.waitFor(customer.user.email, (mail) => mail.raw.includes(`request #${request.id} is now Paid`));
    await outboxSettled(p.t);
    expect(p.smtp.mails.filter((mail) => mail.raw.includes(`Payment received for your VOOSH request #${request.id}`))).toHaveLength(1);
  });

  it('leaves a succeeded payment succeeded when a failure arrives after it', async () => {
    const request = await requestFor(p.t, customer.user, 20000);
    const id = (await intentFor(request.id, 'full').expect(200)).body.clientSecret.split('_secret_')[0];
    const succeeded = p.stripe.settle(id, 'succeeded');
    const failed = {
      ...succeeded,
      status: 'requires_payment_method' as const,
      last_payment_error: { message: 'Your card was declined.', type: 'card_error' },
    };
    await deliver(p.t, signedEvent('payment_intent.succeeded', succeeded)).expect(200);
    await deliver(p.t, signedEvent('payment_intent.payment_failed', failed)).expect(200);
    await deliver(p.t, signedEvent('payment_intent.canceled', { ...succeeded, status: 'canceled' })).expect(200);
    expect((await paymentsOf(p.t, request.id)).map((payment) => [payment.status, payment.failureMessage])).toEqual([['succeeded', null]]);
    expect((await eventsOf(p.t, request.id)).map((entry) => entry.type)).toEqual(['payment_recorded', 'status_changed']);
  });

  it("records a failure with Stripe's message for the customer, then lets them retry on the same intent", async () => {
    const request = await requestFor(p.t, customer.user, 20000);
    const first = (await intentFor(request.id, 'deposit').expect(200)).body;
    const id = first.clientSecret.split('_secret_')[0];
    await pay(p.t, p.stripe, id, 'failed', 'Your card has insufficient funds.');
    const { body: listed } = await p.t.http.get(`/api/purchase-requests/${request.id}/payments`).set(customer.auth).expect(200);
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        method: 'card',
        status: 'failed',
        failureMessage: 'Your card has insufficient funds.',
        amountCents: 10000,
      }),
    ]);
    expect((await eventsOf(p.t, request.id)).map((entry) => [entry.type, entry.after?.failureMessage])).toEqual([
      ['payment_failed', 'Your card has insufficient funds.'],
    ]);
    await p.smtp.waitFor(
      customer.user.email,
      (mail) => mail.raw.includes(`request #${request.id} did not go through`) && mail.raw.includes('insufficient funds'),
    );
    expect(await statusOf(p.t, request.id)).toBe('approved');

    const again = (await intentFor(request.id, 'deposit').expect(200)).body;
    expect(again.clientSecret).toBe(first.clientSecret);
    await pay(p.t, p.stripe, id, 'succeeded');
    expect(await statusOf(p.t, request.id)).toBe('paid');
    expect((await paymentsOf(p.t, request.id)).map((payment) => payment.status)).toEqual(['succeeded']);
  });

  it('refuses bad, missing and foreign signatures with 400, acknowledges other event types', async () => {
    const request = await requestFor(p.t, customer.user, 20000);
    const id = (await intentFor(request.id, 'full').expect(200)).body.clientSecret.split('_secret_')[0];
    const intent = p.stripe.settle(id, 'succeeded');
    const forged = signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
    const invalid = { statusCode: 400, error: 'Invalid Stripe signature', message: 'Invalid Stripe signature' };
    await deliver(p.t, forged).expect(400, invalid);
    await p.t.http.post('/api/payments/webhook').set('Content-Type', 'application/json').send(forged.payload).expect(400, invalid);
    const genuine = signedEvent('payment_intent.succeeded', intent);
    await deliver(p.t, { payload: genuine.payload.replace('"succeeded"', '"canceled"'), signature: genuine.signature }).expect(
      400,
      invalid,
    );
    await deliver(p.t, { payload: '{not json', signature: genuine.signature }).expect(400, invalid);
    await p.t.http.post('/api/payments/webhook').set('Stripe-Signature', genuine.signature).expect(400, invalid);
    expect((await paymentsOf(p.t, request.id))[0]!.status).toBe('pending');

    await deliver(p.t, signedEvent('charge.updated', intent)).expect(200, { received: true });
    await deliver(p.t, signedEvent('payment_intent.succeeded', { ...intent, id: 'pi_unknown_to_us' })).expect(200, { received: true });
    expect((await paymentsOf(p.t, request.id))[0]!.status).toBe('pending');
  });

  it('answers 409 in every state where a payment is not allowed', async () => {
    const cases: [PurchaseRequestStatus, PaymentKind][] = [];
    for (const status of ['submitted', 'under_review', 'denied', 'paid', 'in_progress', 'completed'] as const)
      cases.push([status, 'deposit'], [status, 'full']);
    for (const status of ['submitted', 'under_review', 'approved', 'denied', 'payment_due', 'paid'] as const) cases.push([status, 'final']);
    for (const [status, kind] of cases) {
      const request = await requestFor(p.t, customer.user, 10000, status);
      const { body } = await intentFor(request.id, kind).expect(409);
      const allowed = kind === 'final' ? 'in_progress or completed' : 'approved or payment_due';
      expect(body.error).toBe(`A ${kind} payment can be made only when the request is ${allowed}; this request is ${status}`);
    }
    const noDeposit = await requestFor(p.t, customer.user, 10000, 'completed');
    await intentFor(noDeposit.id, 'final')
      .expect(409)
      .expect(({ body }) => expect(body.error).toBe('The final payment needs the deposit to be paid first'));

    const alreadyPaid = await requestFor(p.t, customer.user, 10000, 'payment_due');
    const em = p.t.em();
    em.create(Payment, {
      request: em.getReference(PurchaseRequest, alreadyPaid.id),
      kind: 'deposit',
      method: 'cash',
      status: 'succeeded',
      charged: { amountUsdCents: 5000, currency: 'USD', amountMinor: 5000, rate: 1 },
    });
    await em.flush();
    await intentFor(alreadyPaid.id, 'full')
      .expect(409)
      .expect(({ body }) => expect(body.error).toMatch(/has already been received/));
    await intentFor(alreadyPaid.id, 'deposit').expect(409);
    expect(p.stripe.intents.size).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's request or a missing one, 401 without a session, 403 for an admin", async () => {
    const { customerB, admin } = await matrixActors(p.t);
    const request = await requestFor(p.t, customer.user, 10000);
    const notFound = { statusCode: 404, error: 'Purchase request not found', message: 'Purchase request not found' };
    await intentFor(request.id, 'deposit', 'usd', customerB.auth).expect(404, notFound);
    await intentFor(2_000_000_000, 'deposit').expect(404, notFound);
    await p.t.http.post('/api/create-payment-intent').send({ requestId: request.id, currency: 'usd', paymentType: 'deposit' }).expect(401);
    await intentFor(request.id, 'deposit', 'usd', admin.auth).expect(403);
    await p.t.http.get(`/api/purchase-requests/${request.id}/payments`).set(customerB.auth).expect(404, notFound);
    expect(await paymentsOf(p.t, request.id)).toEqual([]);
  });

  it.each([
    ['a text requestId', { requestId: 'abc', currency: 'usd', paymentType: 'deposit' }, 400, 'requestId must be a positive integer'],
    ['requestId 0', { requestId: 0, currency: 'usd', paymentType: 'deposit' }, 400, 'requestId must be a positive integer'],
    ['a fractional requestId', { requestId: 1.5, currency: 'usd', paymentType: 'deposit' }, 400, 'requestId must be a positive integer'],
    ['no requestId', { currency: 'usd', paymentType: 'deposit' }, 400, 'requestId must be a positive integer'],
    ['an unknown currency', { requestId: 1, currency: 'btc', paymentType: 'deposit' }, 400, 'currency must be one of usd, jmd, gbp, eur'],
    ['a numeric currency', { requestId: 1, currency: 7, paymentType: 'deposit' }, 400, 'currency must be one of usd, jmd, gbp, eur'],
    [
      'a long currency',
      { requestId: 1, currency: 'x'.repeat(10_000), paymentType: 'deposit' },
      400,
      'currency must be one of usd, jmd, gbp, eur',
    ],
    ['a huge body', { requestId: 1, currency: 'x'.repeat(200_000), paymentType: 'deposit' }, 413, 'Request body is too large'],
    [
      'an unknown paymentType',
      { requestId: 1, currency: 'usd', paymentType: 'refund' },
      400,
      'paymentType must be one of deposit, full, final',
    ],
    [
      'a list paymentType',
      { requestId: 1, currency: 'usd', paymentType: ['deposit'] },
      400,
      'paymentType must be one of deposit, full, final',
    ],
    ['a text amount', { requestId: 1, currency: 'usd', paymentType: 'deposit', amount: 'free' }, 400, 'amount must be a number'],
    ['an extra field', { requestId: 1, currency: 'usd', paymentType: 'deposit', userId: 2 }, 400, 'property userId should not exist'],
  ])('refuses %s', async (_label, body, status, message) => {
    const answer = await p.t.http.post('/api/create-payment-intent').set(customer.auth).send(body).expect(status);
    expect(answer.body.error).toBe(message);
  });

  it('answers 400 for a malformed body and 502 when Stripe fails, leaving nothing behind', async () => {
    await p.t.http
      .post('/api/create-payment-intent')
      .set(customer.auth)
      .set('Content-Type', 'application/json')
      .send('{"requestId":')
      .expect(400);
    await p.t.http.post('/api/create-payment-intent').set(customer.auth).send([1, 2]).expect(400);
    const request = await requestFor(p.t, customer.user, 10000);
    p.stripe.failWith = 500;
    try {
      await intentFor(request.id, 'deposit').expect(502, {
        statusCode: 502,
        error: 'The card payment service could not complete the request. Please try again later.',
        message: 'The card payment service could not complete the request. Please try again later.',
      });
    } finally {
      p.stripe.failWith = undefined;
    }
    expect(await paymentsOf(p.t, request.id)).toEqual([]);
    await intentFor(request.id, 'deposit').expect(200);
  });

  it('reconciles a payment whose webhook never came, and a failure, on the admin action', async () => {
    const { admin } = await matrixActors(p.t);
    await p.t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(200); // settle anything earlier tests left open
    const paid = await requestFor(p.t, customer.user, 10000);
    const declined = await requestFor(p.t, customer.user, 10000);
    const open = await requestFor(p.t, customer.user, 10000);
    const paidIntent = (await intentFor(paid.id, 'deposit').expect(200)).body.clientSecret.split('_secret_')[0];
    const declinedIntent = (await intentFor(declined.id, 'deposit').expect(200)).body.clientSecret.split('_secret_')[0];
    await intentFor(open.id, 'deposit').expect(200);
    p.stripe.settle(paidIntent, 'succeeded');
    p.stripe.settle(declinedIntent, 'failed', 'Your card was declined.');

    p.stripe.failWith = 500; // Stripe down: the run goes on, changes nothing and tries again next time
    try {
      expect((await p.t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(200)).body).toMatchObject({ updated: 0 });
    } finally {
      p.stripe.failWith = undefined;
    }
    await p.t.http.post('/api/admin/payments/reconcile').set(customer.auth).expect(403);
    await p.t.http.post('/api/admin/payments/reconcile').expect(401);
    const { body } = await p.t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(200);
    expect(body).toEqual({ checked: expect.any(Number), updated: 2 });
    expect(body.checked).toBeGreaterThanOrEqual(3);
    expect(await statusOf(p.t, paid.id)).toBe('paid');
    expect((await paymentsOf(p.t, paid.id))[0]!.status).toBe('succeeded');
    expect((await paymentsOf(p.t, declined.id))[0]).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await paymentsOf(p.t, open.id))[0]!.status).toBe('pending');

    // The late webhook then changes nothing.
    await deliver(p.t, signedEvent('payment_intent.succeeded', p.stripe.intents.get(paidIntent)!)).expect(200);
    expect((await eventsOf(p.t, paid.id)).map((entry) => entry.type)).toEqual(['payment_recorded', 'status_changed']);
    expect((await p.t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(200)).body.updated).toBe(0);
  });

  it('runs the scheduled reconciliation once per period across instances', async () => {
    const reconciliation = p.t.app.get(PaymentsReconciliationService);
    const claims = await Promise.all([reconciliation.claimPeriod(), reconciliation.claimPeriod(), reconciliation.claimPeriod()]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await reconciliation.scheduled()).toBeNull();
  });
});
