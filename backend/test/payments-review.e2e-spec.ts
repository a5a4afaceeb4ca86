import type { PaymentKind } from '@voosh/shared';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { settingsApplied } from './support/nginx-proxy';
import { SettingsService } from '../src/settings/settings.service';
import type { MatrixActors } from './support/app-fixture';
import {
  deliver,
  eventsOf,
  paymentsOf,
  requestFor,
  signedEvent,
  statusOf,
  summaryOf,
  withPaymentsAppAndActors,
  type PaymentsTestApp,
} from './support/payments';

/**
 * A card payment can never be taken twice or land on the wrong state (issue 10, item 4): what
 * changes what a request accepts cancels its open intents, and a success it no longer accepts is
 * held for review, never booked.
 */
describe('Card payments the request no longer accepts', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));

  const customer = () => actors.customerA;
  const orm = () => p.t.em();

  /** The customer's intent for `kind` (US dollars): its payment id and Stripe id. */
  async function openIntent(requestId: number, kind: PaymentKind) {
    const { body } = await p.t.http
      .post('/api/create-payment-intent')
      .set(customer().auth)
      .send({ requestId, currency: 'usd', paymentType: kind })
      .expect(200);
    return {
      paymentId: body.paymentId as number,
      intentId: (body.clientSecret as string).split('_secret_')[0]!,
      amount: body.amount as number,
    };
  }
  const record = (requestId: number, body: Record<string, unknown>) =>
    p.t.http.post(`/api/purchase-requests/${requestId}/payments`).set(actors.admin.auth).send(body);
  const update = (requestId: number, body: Record<string, unknown>) =>
    p.t.http.put(`/api/purchase-requests/${requestId}`).set(actors.admin.auth).send(body);

  /** Stripe's success event of the intent, as if the customer's confirmation went through (whatever Stripe holds now). */
  const customerCompletes = (intentId: string, changes: Record<string, unknown> = {}) =>
    deliver(
      p.t,
      signedEvent('payment_intent.succeeded', {
        ...p.stripe.intents.get(intentId)!,
        status: 'succeeded',
        last_payment_error: null,
        ...changes,
      }),
    ).expect(200, { received: true });

  const ledgerOf = async (requestId: number) =>
    (await paymentsOf(p.t, requestId)).map((payment) => [
      payment.method,
      payment.status,
      payment.charged.amountUsdCents,
      payment.reviewReason,
      payment.stripeCancelPending,
    ]);
  const eventTypes = async (requestId: number) => (await eventsOf(p.t, requestId)).map((event) => event.type);
  const alertSubject = (paymentId: number, requestId: number) => `Payment #${paymentId} for purchase request #${requestId} needs review`;

  it('story 1: an offline full payment cancels the open full intent; the customer completing it anyway is held for review, never paid twice', async () => {
    const request = await requestFor(p.t, customer().user, 57500, 'approved');
    const card = await openIntent(request.id, 'full');
    await record(request.id, { kind: 'full', method: 'bank_transfer', reference: 'TT-575' }).expect(201);
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('canceled');
    expect(await ledgerOf(request.id)).toEqual([
      ['card', 'canceled', 57500, null, false],
      ['bank_transfer', 'succeeded', 57500, null, false],
    ]);

    await customerCompletes(card.intentId);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 57500, balanceDueCents: 0, depositPaid: true, fullyPaid: true });
    expect(await ledgerOf(request.id)).toEqual([
      ['card', 'needs_review', 57500, 'intent_canceled', false],
      ['bank_transfer', 'succeeded', 57500, null, false],
    ]);
    expect(await statusOf(p.t, request.id)).toBe('paid');
    expect(await eventTypes(request.id)).toEqual(['payment_recorded', 'status_changed', 'payment_canceled', 'payment_needs_review']);
    await p.smtp.waitFor(actors.admin.user.email, (mail) => mail.raw.includes(alertSubject(card.paymentId, request.id)));
  });

  it('story 2: denying a request cancels its deposit intent; a payment that still comes is held for review and the request stays denied', async () => {
    const request = await requestFor(p.t, customer().user, 50500, 'approved');
    const card = await openIntent(request.id, 'deposit');
    expect(card.amount).toBe(25250);
    await update(request.id, { status: 'denied' }).expect(200);
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('canceled');
    expect(await ledgerOf(request.id)).toEqual([['card', 'canceled', 25250, null, false]]);

    await customerCompletes(card.intentId);
    expect(await statusOf(p.t, request.id)).toBe('denied');
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 50500, depositPaid: false, fullyPaid: false });
    expect(await ledgerOf(request.id)).toEqual([['card', 'needs_review', 25250, 'intent_canceled', false]]);
    // The customer's timeline shows it too.
    const { body: timeline } = await p.t.http.get(`/api/purchase-requests/${request.id}/events`).set(customer().auth).expect(200);
    expect(timeline.map((event: { type: string }) => event.type)).toEqual(['status_changed', 'payment_canceled', 'payment_needs_review']);
    expect(timeline[2]).toMatchObject({
      actor: null,
      before: { paymentId: card.paymentId, status: 'canceled' },
      after: { status: 'needs_review', reviewReason: 'intent_canceled', chargedMinor: 25250, chargedCurrency: 'USD' },
    });
    await p.smtp.waitFor(actors.admin.user.email, (mail) => mail.raw.includes(alertSubject(card.paymentId, request.id)));
  });

  it('story 3: raising the amount cancels the deposit intent made before; paying the old intent leaves the request approved with everything due', async () => {
    const request = await requestFor(p.t, customer().user, 50500, 'approved');
    const card = await openIntent(request.id, 'deposit');
    await update(request.id, { adminAdjustedAmount: 4877.5 }).expect(200);
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('canceled');

    await customerCompletes(card.intentId);
    expect(await statusOf(p.t, request.id)).toBe('approved');
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 487750, depositPaid: false, fullyPaid: false });
    expect(await ledgerOf(request.id)).toEqual([['card', 'needs_review', 25250, 'intent_canceled', false]]);
    // The customer pays the new deposit as usual.
    const next = await openIntent(request.id, 'deposit');
    expect(next.amount).toBe(243875);
    p.stripe.settle(next.intentId, 'succeeded');
    await customerCompletes(next.intentId);
    expect(await statusOf(p.t, request.id)).toBe('paid');
    expect(await summaryOf(p.t, request.id)).toEqual({
      amountPaidCents: 243875,
      balanceDueCents: 243875,
      depositPaid: true,
      fullyPaid: false,
    });
  });

  it('story 4: a signed success whose amount and currency differ from the stored intent is held for review and moves nothing', async () => {
    const request = await requestFor(p.t, customer().user, 57500, 'approved');
    const card = await openIntent(request.id, 'full');
    p.stripe.settle(card.intentId, 'succeeded');
    await customerCompletes(card.intentId, { amount: 1, currency: 'eur' });
    expect(await statusOf(p.t, request.id)).toBe('approved');
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 57500, depositPaid: false, fullyPaid: false });
    expect(await ledgerOf(request.id)).toEqual([['card', 'needs_review', 57500, 'charge_mismatch', false]]);
    const [event] = await eventsOf(p.t, request.id);
    expect(event).toMatchObject({
      type: 'payment_needs_review',
      after: { reviewReason: 'charge_mismatch', amountMinor: 57500, currency: 'USD', chargedMinor: 1, chargedCurrency: 'EUR' },
    });
    const alert = await p.smtp.waitFor(actors.admin.user.email, (mail) => mail.raw.includes(alertSubject(card.paymentId, request.id)));
    expect(alert.raw).toContain('0.01 EUR');
  });

  it('lists a payment that needs review to admins (filter by status), alerts them, and lets them refund it without touching the ledger', async () => {
    const request = await requestFor(p.t, customer().user, 50500, 'approved');
    const card = await openIntent(request.id, 'deposit');
    await update(request.id, { status: 'denied' }).expect(200);
    await customerCompletes(card.intentId);
    const alert = await p.smtp.waitFor(actors.admin.user.email, (mail) => mail.raw.includes(alertSubject(card.paymentId, request.id)));
    expect(alert.raw).toContain('is not counted as paid');

    const filter = encodeURIComponent(JSON.stringify({ status: 'needs_review', requestId: request.id }));
    const listed = await p.t.http.get(`/api/admin/payments?filter=${filter}`).set(actors.admin.auth).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: card.paymentId,
        status: 'needs_review',
        reviewReason: 'intent_canceled',
        amountCents: 25250,
        refundedCents: 0,
      }),
    ]);
    const succeededOnly = encodeURIComponent(JSON.stringify({ status: 'succeeded', requestId: request.id }));
    expect((await p.t.http.get(`/api/admin/payments?filter=${succeededOnly}`).set(actors.admin.auth).expect(200)).body).toEqual([]);

    // The Stripe stand-in holds it canceled (as the customer's race left it); Stripe would hold it succeeded.
    p.stripe.settle(card.intentId, 'succeeded');
    const { body: refunded } = await p.t.http
      .post(`/api/payments/${card.paymentId}/refund`)
      .set(actors.admin.auth)
      .send({ reason: 'Request was denied' })
      .expect(200);
    expect(refunded).toMatchObject({ status: 'needs_review', refundedCents: 25250 });
    expect(p.stripe.refunds.filter((refund) => refund.payment_intent === card.intentId).map((refund) => refund.amount)).toEqual([25250]);
    expect(await summaryOf(p.t, request.id)).toEqual({ amountPaidCents: 0, balanceDueCents: 50500, depositPaid: false, fullyPaid: false });
    expect(await statusOf(p.t, request.id)).toBe('denied');
    expect((await eventTypes(request.id)).at(-1)).toBe('payment_refunded');
    await p.smtp.waitFor(customer().user.email, (mail) => mail.raw.includes(`Refund for your VOOSH request #${request.id}`));
    await p.t.http.post(`/api/payments/${card.paymentId}/refund`).set(actors.admin.auth).send({ reason: 'Again' }).expect(409);
  });

  it('holds for review a payment Stripe had already taken when the admin denied, found by the cancel after the commit', async () => {
    const request = await requestFor(p.t, customer().user, 30000, 'payment_due');
    const card = await openIntent(request.id, 'deposit');
    p.stripe.settle(card.intentId, 'succeeded'); // the customer's confirmation, a moment before the denial
    await update(request.id, { status: 'denied' })
      .expect(200)
      .expect(({ body }) => expect(body).toMatchObject({ status: 'denied', amountPaid: 0 }));
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('succeeded');
    expect(await ledgerOf(request.id)).toEqual([['card', 'needs_review', 15000, 'intent_canceled', false]]);
    // Stripe's own event then changes nothing.
    await customerCompletes(card.intentId);
    expect(await eventTypes(request.id)).toEqual(['status_changed', 'payment_canceled', 'payment_needs_review']);
    expect(await statusOf(p.t, request.id)).toBe('denied');
  });

  it('keeps the cancel for the reconciliation when Stripe is down at the denial', async () => {
    const request = await requestFor(p.t, customer().user, 30000, 'approved');
    const card = await openIntent(request.id, 'deposit');
    p.stripe.failWith = 500;
    try {
      await update(request.id, { status: 'denied' }).expect(200);
    } finally {
      p.stripe.failWith = undefined;
    }
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('requires_payment_method');
    expect(await ledgerOf(request.id)).toEqual([['card', 'canceled', 15000, null, true]]);

    await p.t.http.post('/api/admin/payments/reconcile').set(actors.admin.auth).expect(200);
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('canceled');
    expect(await ledgerOf(request.id)).toEqual([['card', 'canceled', 15000, null, false]]);
  });

  it('leaves an intent the request still accepts open through a status change it allows, and books its payment', async () => {
    const request = await requestFor(p.t, customer().user, 30000, 'approved');
    const card = await openIntent(request.id, 'deposit');
    await update(request.id, { status: 'payment_due', adminNotes: 'Chased by phone' }).expect(200);
    expect(p.stripe.intents.get(card.intentId)!.status).toBe('requires_payment_method');
    // The same amount set as the adjusted amount changes nothing either.
    await update(request.id, { adminAdjustedAmount: 300 }).expect(200);
    expect(await ledgerOf(request.id)).toEqual([['card', 'pending', 15000, null, false]]);
    p.stripe.settle(card.intentId, 'succeeded');
    await customerCompletes(card.intentId);
    expect(await statusOf(p.t, request.id)).toBe('paid');
    expect(await ledgerOf(request.id)).toEqual([['card', 'succeeded', 15000, null, false]]);
  });

  it('alerts no admin when purchase-request alerts are off, and still holds the payment', async () => {
    const request = await requestFor(p.t, customer().user, 20000, 'approved');
    const card = await openIntent(request.id, 'full');
    await update(request.id, { status: 'denied' }).expect(200);
    const settings = p.t.app.get(SettingsService);
    await settings.save({ purchaseRequestAlerts: false });
    // Through nginx the other instance applies the save when PostgreSQL's notification arrives: wait for it.
    await settingsApplied(p.t, { purchaseRequestAlerts: false });
    try {
      await customerCompletes(card.intentId);
    } finally {
      await settings.save({ purchaseRequestAlerts: true });
    }
    expect(await ledgerOf(request.id)).toEqual([['card', 'needs_review', 20000, 'intent_canceled', false]]);
    expect(await orm().count(OutboxMessage, { subject: alertSubject(card.paymentId, request.id) })).toBe(0);
  });
});
