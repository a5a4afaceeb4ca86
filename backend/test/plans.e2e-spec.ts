import { EntityManager } from '@mikro-orm/postgresql';
import { addMonthsUtc, chargeMinorUnits, formatCharge, MONTHLY_INVOICE_DUE_DAYS } from '@voosh/shared';
import { STRIPE_API_VERSION } from '../src/payments/stripe-gateway';
import { PlanCharge } from '../src/plans/entities/plan-charge.entity';
import { Plan } from '../src/plans/entities/plan.entity';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import { attachmentsOf, plainTextOf } from './support/mime';
import { deliver, eventsOf, signedEvent, STORED_RATES, withPaymentsAppAndActors, type PaymentsTestApp } from './support/payments';
import { asBytes, pdfText } from './support/pdf-text';
import { type Auth, PLAN_MONTHLY_CENTS, planSteps } from './support/plans';
import { eventually } from './support/eventually';

const sequenceOf = (number: string) => Number(/-(\d+)$/.exec(number)![1]);
const MONTHLY_CENTS = PLAN_MONTHLY_CENTS;

/** Issue 15 §1 and §3: monthly plans, by Stripe subscription or by monthly invoice. */
describe('Monthly plans', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));

  const admin = () => actors.admin.auth;
  const { submit, setStatus, payByCard, plansOf, cardPlan, offlinePlan } = planSteps(() => p, admin);
  const documentsOf = async (requestId: number) =>
    (await p.t.http.get(`/api/purchase-requests/${requestId}/documents`).set(admin()).expect(200)).body as {
      id: number;
      kind: string;
      number: string;
      paymentKind: string | null;
      amountCents: number;
      relatesTo: string | null;
    }[];
  const pdfOf = async (requestId: number, documentId: number) =>
    (await asBytes(p.t.http.get(`/api/purchase-requests/${requestId}/documents/${documentId}/pdf`).set(admin())).expect(200))
      .body as Buffer;
  const mailAfter = (since: number, to: string, subject: RegExp) =>
    p.smtp.waitFor(to, (mail) => p.smtp.mails.indexOf(mail) >= since && subject.test(mail.raw));

  it('bills a card customer by subscription: month one paid (then refunded, with a credit note), a failed renewal past due and mailed, then canceled with nothing more charged', async () => {
    const customer = await sessionFor(p.t);
    const { request, plan, subscription, finalIntent } = await cardPlan(customer);
    const unitMinor = chargeMinorUnits(SNAPFORM.monthlyCents, 'JMD', STORED_RATES.JMD);

    // The plan: the request's monthly fees, in the final payment's currency at its rate, first charged a month after it starts.
    expect(plan).toMatchObject({
      requestId: request.id,
      status: 'active',
      billing: 'card',
      currency: 'JMD',
      rate: STORED_RATES.JMD,
      monthlyUsdCents: MONTHLY_CENTS,
      monthlyMinor: 2 * unitMinor,
      cancelAtPeriodEnd: false,
      lines: [{ productName: SNAPFORM.name, armName: 'VOOSHDesk', quantity: 2, unitMonthlyCents: SNAPFORM.monthlyCents }],
      charges: [],
    });
    expect(plan.nextChargeAt).toBe(addMonthsUtc(new Date(plan.currentPeriodStart), 1).toISOString());

    // The subscription: on the customer and card the final payment saved, one item per line, from the plan's first charge.
    const intent = p.stripe.intents.get(finalIntent)!;
    expect(subscription).toMatchObject({
      customer: intent.customer,
      default_payment_method: intent.payment_method,
      billing_cycle_anchor: Math.floor(Date.parse(plan.nextChargeAt!) / 1000),
      cancel_at_period_end: false,
    });
    expect(subscription.items.data.map(({ price, quantity }) => ({ ...price, quantity }))).toEqual([
      { currency: 'jmd', unit_amount: unitMinor, product: 'voosh_snapform', recurring: { interval: 'month' }, quantity: 2 },
    ]);
    expect((await eventsOf(p.t, request.id)).map((event) => event.type)).toContain('plan_started');

    // Month one: Stripe charges the card and says so; the month is booked once, with its invoice and receipt mailed.
    const mailsBefore = p.smtp.mails.length;
    const monthOne = p.stripe.billing.renew(subscription.id, 'paid');
    const paidEvent = signedEvent('invoice.paid', monthOne);
    await deliver(p.t, paidEvent).expect(200);
    await deliver(p.t, paidEvent).expect(200);
    const [afterMonthOne] = await plansOf(customer.auth);
    expect(afterMonthOne!.charges).toEqual([
      expect.objectContaining({ status: 'paid', amountUsdCents: MONTHLY_CENTS, currency: 'JMD', amountMinor: 2 * unitMinor }),
    ]);
    expect(afterMonthOne!.currentPeriodStart).toBe(new Date(monthOne.period_start * 1000).toISOString());
    expect(afterMonthOne!.nextChargeAt).toBe(new Date(monthOne.period_end * 1000).toISOString());
    const monthly = (await documentsOf(request.id)).filter((document) => document.paymentKind === 'monthly');
    expect(monthly.map(({ kind, amountCents }) => [kind, amountCents])).toEqual([
      ['invoice', MONTHLY_CENTS],
      ['receipt', MONTHLY_CENTS],
    ]);
    expect(monthly[1]!.relatesTo).toBe(monthly[0]!.number);
    const receiptText = await pdfText(await pdfOf(request.id, monthly[1]!.id));
    for (const line of [
      `Receipt ${monthly[1]!.number}`,
      'Payment: Monthly plan',
      'by card',
      `${formatCharge(2 * unitMinor, 'JMD')} at ${STORED_RATES.JMD} JMD per USD`,
      '$250',
    ]) {
      expect({ line, found: receiptText.includes(line) }).toEqual({ line, found: true });
    }
    const receiptMail = await mailAfter(mailsBefore, customer.user.email, /monthly plan/);
    expect(attachmentsOf(receiptMail.raw).map(({ filename }) => filename)).toEqual([`${monthly[1]!.number}.pdf`]);

    // An admin refunds part of month one: at Stripe, on the invoice's payment, with a credit note mailed.
    const refundMails = p.smtp.mails.length;
    const refund = (body: object, auth = admin()) =>
      p.t.http.post(`/api/admin/plan-charges/${afterMonthOne!.charges[0]!.id}/refund`).set(auth).send(body);
    await refund({ amountCents: 10000, reason: 'Outage' }, customer.auth).expect(403);
    // Two refunds of 60% asked at once (a double click), both at Stripe before either answer: one refund is made, and recorded once.
    const refundsBefore = p.stripe.refunds.length;
    const callsBefore = p.stripe.calls.length;
    const stripe = p.stripe.hold('POST /v1/refunds', 2);
    const racing = Promise.all([refund({ amountCents: 15000, reason: 'Outage' }), refund({ amountCents: 15000, reason: 'Outage' })]);
    await eventually(() => expect(p.stripe.calls.slice(callsBefore).filter((call) => call === 'POST /v1/refunds')).toHaveLength(2));
    stripe.release();
    expect((await racing).map((answer) => answer.status)).toEqual([200, 200]);
    expect(p.stripe.refunds.length).toBe(refundsBefore + 1);
    await refund({ amountCents: 15000, reason: 'Outage' }).expect(409);
    expect((await plansOf(customer.auth))[0]!.charges[0]).toMatchObject({ refundedUsdCents: 15000 });
    await refund({ reason: 'Too much' }).expect(200);
    await refund({ amountCents: 1, reason: 'Nothing left' }).expect(409);
    const stripeRefunds = p.stripe.refunds.slice(refundsBefore);
    expect(stripeRefunds.map((made) => made.metadata.planChargeId)).toEqual([
      String(afterMonthOne!.charges[0]!.id),
      String(afterMonthOne!.charges[0]!.id),
    ]);
    expect(stripeRefunds.reduce((sum, made) => sum + made.amount, 0)).toBe(2 * unitMinor);
    expect(p.stripe.intents.get(stripeRefunds[0]!.payment_intent)!.amount).toBe(monthOne.amount_paid);
    const stripeRefund = stripeRefunds[1]!;
    const creditNote = (await documentsOf(request.id)).filter((document) => document.kind === 'credit_note')[1]!;
    expect(creditNote).toMatchObject({ paymentKind: 'monthly', amountCents: MONTHLY_CENTS - 15000, relatesTo: monthly[1]!.number });
    const creditText = await pdfText(await pdfOf(request.id, creditNote.id));
    for (const line of [`Credit note ${creditNote.number}`, 'Reason: Too much', `Refunded: ${formatCharge(stripeRefund.amount, 'JMD')}`]) {
      expect({ line, found: creditText.includes(line) }).toEqual({ line, found: true });
    }
    const refundMail = await mailAfter(refundMails, customer.user.email, /Refund for your/);
    expect(attachmentsOf(refundMail.raw).map(({ filename }) => filename)).toHaveLength(1);
    expect(plainTextOf(refundMail.raw)).toContain('A card refund can take 5 to 10 business days');
    expect((await plansOf(customer.auth))[0]!.charges[0]).toMatchObject({ refundedUsdCents: MONTHLY_CENTS });

    // Month two fails: past due, the customer is sent Stripe's page to pay with another card, the admins are alerted.
    const failedMails = p.smtp.mails.length;
    const monthTwo = p.stripe.billing.renew(subscription.id, 'failed');
    await deliver(p.t, signedEvent('invoice.payment_failed', monthTwo)).expect(200);
    const [pastDue] = await plansOf(customer.auth);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    expect(pastDue!.charges[0]).toMatchObject({ status: 'open', payUrl: monthTwo.hosted_invoice_url });
    const failedMail = await mailAfter(failedMails, customer.user.email, /did not go through/);
    expect(plainTextOf(failedMail.raw)).toContain(`Update your card and pay here: ${monthTwo.hosted_invoice_url}`);
    await mailAfter(failedMails, actors.admin.user.email, new RegExp(`Monthly payment failed for purchase request #${request.id}`));

    // The customer cancels: the subscription ends with the period and Stripe charges nothing more.
    const { body: canceling } = await p.t.http.post(`/api/plans/${plan.id}/cancel`).set(customer.auth).expect(200);
    expect(canceling).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    expect(p.stripe.billing.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    expect(() => p.stripe.billing.renew(subscription.id, 'paid')).toThrow(/charges nothing more/);
    await p.t.http.post(`/api/plans/${plan.id}/cancel`).set(customer.auth).expect(409);
    const ended = { ...p.stripe.billing.subscriptions.get(subscription.id)!, status: 'canceled', canceled_at: monthTwo.period_end };
    await deliver(p.t, signedEvent('customer.subscription.deleted', ended)).expect(200);
    expect((await plansOf(customer.auth))[0]).toMatchObject({ status: 'canceled', nextChargeAt: null });
    expect((await eventsOf(p.t, request.id)).map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'plan_month_paid',
        'plan_month_refunded',
        'plan_payment_failed',
        'plan_cancel_requested',
        'plan_status_changed',
      ]),
    );
    // Every call made to Stripe on the way (Customer, intents, Product, Subscription, invoice payments, refunds) was in the pinned API version.
    expect([...p.stripe.versions]).toEqual([STRIPE_API_VERSION]);
  });

  it('recovers what Stripe said but the app never heard: a subscription not made while Stripe was down, a lost invoice.paid, a late one after the end', async () => {
    const customer = await sessionFor(p.t);
    const request = await submit(customer.auth);
    await setStatus(request.id, 'approved');
    await payByCard(request.id, 'deposit', customer.auth);
    await setStatus(request.id, 'in_progress');
    await payByCard(request.id, 'final', customer.auth);
    // Stripe is down when delivery starts the plan: its subscription cannot be made then.
    p.stripe.failWith = 500;
    const callsBefore = p.stripe.calls.length;
    await setStatus(request.id, 'completed');
    const [plan] = await plansOf(customer.auth);
    const subscriptionOf = () => [...p.stripe.billing.subscriptions.values()].find((made) => made.metadata.planId === String(plan!.id));
    // The plan's start has asked Stripe (and been refused).
    await eventually(() => expect(p.stripe.calls.length).toBeGreaterThan(callsBefore));
    expect(subscriptionOf()).toBeUndefined();
    p.stripe.failWith = undefined;

    // The reconciliation makes it, once.
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    const subscription = subscriptionOf()!;
    expect([...p.stripe.billing.subscriptions.values()].filter((made) => made.metadata.planId === String(plan!.id))).toHaveLength(1);

    // A month Stripe charged whose invoice.paid never came: booked by the reconciliation, once.
    const month = p.stripe.billing.renew(subscription.id, 'paid');
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    await deliver(p.t, signedEvent('invoice.paid', month)).expect(200);
    const [booked] = await plansOf(customer.auth);
    expect(booked!.charges).toEqual([expect.objectContaining({ status: 'paid', amountMinor: month.amount_paid })]);
    expect(booked!.currentPeriodEnd).toBe(new Date(month.period_end * 1000).toISOString());

    // Ended by Stripe, then a month's invoice.paid arriving late: the money is booked, the plan stays canceled.
    const next = p.stripe.billing.renew(subscription.id, 'paid');
    await deliver(
      p.t,
      signedEvent('customer.subscription.deleted', { ...subscription, status: 'canceled', canceled_at: next.period_start }),
    ).expect(200);
    await deliver(p.t, signedEvent('invoice.paid', next)).expect(200);
    const [ended] = await plansOf(customer.auth);
    expect(ended).toMatchObject({ status: 'canceled', nextChargeAt: null });
    expect(ended!.charges.map((charge) => charge.status)).toEqual(['paid', 'paid']);
    // A late update of the subscription does not bring it back.
    await deliver(p.t, signedEvent('customer.subscription.updated', { ...subscription, status: 'active' })).expect(200);
    expect((await plansOf(customer.auth))[0]).toMatchObject({ status: 'canceled' });
  });

  it('bills by invoice a request completed by a card deposit alone (no intent saved the card)', async () => {
    const customer = await sessionFor(p.t);
    const request = await submit(customer.auth);
    await setStatus(request.id, 'approved');
    await payByCard(request.id, 'deposit', customer.auth);
    // The amount lowered to what the deposit paid: the request is fully paid without a final payment.
    await p.t.http.put(`/api/purchase-requests/${request.id}`).set(admin()).send({ adminAdjustedAmount: 375 }).expect(200);
    await setStatus(request.id, 'in_progress');
    await setStatus(request.id, 'completed');
    const [plan] = await plansOf(customer.auth);
    expect(plan).toMatchObject({ billing: 'invoice', currency: 'JMD' });
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect([...p.stripe.billing.subscriptions.values()].some((made) => made.metadata.planId === String(plan!.id))).toBe(false);
  });

  it("answers another customer's plan as 404, and the admin routes to admins only", async () => {
    const customer = await sessionFor(p.t);
    const { plan } = await cardPlan(customer);
    await p.t.http.get(`/api/plans/${plan.id}`).set(actors.customerB.auth).expect(404);
    await p.t.http.post(`/api/plans/${plan.id}/cancel`).set(actors.customerB.auth).expect(404);
    expect(await plansOf(actors.customerB.auth)).toEqual([]);
    // A customer's list is whole up to the page cap, and says so.
    expect((await p.t.http.get('/api/plans').set(customer.auth).expect(200)).headers['content-range']).toBe('plans 0-0/1');
    await p.t.http.get('/api/plans').query({ range: '[0,100]' }).set(customer.auth).expect(400);
    await p.t.http.get('/api/plans').expect(401);
    await p.t.http.get('/api/admin/plans').set(customer.auth).expect(403);
    await p.t.http.post(`/api/admin/plans/${plan.id}/pause`).set(customer.auth).expect(403);
    await p.t.http.get('/api/plans/abc').set(customer.auth).expect(400);
    const { body: list, headers } = await p.t.http
      .get('/api/admin/plans')
      .query({ filter: JSON.stringify({ id: [plan.id] }) })
      .set(admin())
      .expect(200);
    expect(list).toEqual([expect.objectContaining({ id: plan.id, customerEmail: customer.user.email })]);
    expect(headers['content-range']).toBe('plans 0-0/1');
  });

  it('lets an admin pause, resume and reprice a card plan from its next period, and cancel it now', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription } = await cardPlan(customer);
    const stub = () => p.stripe.billing.subscriptions.get(subscription.id)!;
    await p.t.http.post(`/api/admin/plans/${plan.id}/resume`).set(admin()).expect(409);

    expect((await p.t.http.post(`/api/admin/plans/${plan.id}/pause`).set(admin()).expect(200)).body).toMatchObject({
      status: 'paused',
      nextChargeAt: null,
    });
    expect(stub().pause_collection).toEqual({ behavior: 'void', resumes_at: null });
    // Stripe tells of the paused subscription as past due (its status does not change with a pause): the plan stays paused.
    await deliver(p.t, signedEvent('customer.subscription.updated', { ...stub(), status: 'past_due' })).expect(200);
    expect((await p.t.http.get(`/api/admin/plans/${plan.id}`).set(admin()).expect(200)).body.status).toBe('paused');
    expect((await p.t.http.post(`/api/admin/plans/${plan.id}/resume`).set(admin()).expect(200)).body).toMatchObject({ status: 'active' });
    expect(stub().pause_collection).toBeNull();

    const lines = [{ productName: 'SnapForm', armName: 'VOOSHDesk', quantity: 3, unitMonthlyCents: 10000 }];
    // Stripe fails the first time (the lines are stored, Stripe's items are not changed); the retry leaves Stripe with exactly the new lines.
    p.stripe.failNext = 2;
    await p.t.http.put(`/api/admin/plans/${plan.id}/lines`).set(admin()).send({ lines }).expect(502);
    const { body: repriced } = await p.t.http.put(`/api/admin/plans/${plan.id}/lines`).set(admin()).send({ lines }).expect(200);
    expect(repriced).toMatchObject({ monthlyUsdCents: 30000, lines: [expect.objectContaining(lines[0])] });
    expect(stub().items.data.map(({ price, quantity }) => [price.unit_amount, quantity])).toEqual([
      [chargeMinorUnits(10000, 'JMD', STORED_RATES.JMD), 3],
    ]);
    expect(p.stripe.billing.renew(subscription.id, 'paid').amount_due).toBe(3 * chargeMinorUnits(10000, 'JMD', STORED_RATES.JMD));
    for (const bad of [
      { lines: [] },
      { lines: [{ ...lines[0], quantity: 0 }] },
      { lines: 'x' },
      { lines: [{ ...lines[0], unitMonthlyCents: -1 }] },
      { lines: [{ ...lines[0], quantity: 99, unitMonthlyCents: 200_000 }] },
    ]) {
      await p.t.http.put(`/api/admin/plans/${plan.id}/lines`).set(admin()).send(bad).expect(400);
    }

    expect((await p.t.http.post(`/api/admin/plans/${plan.id}/cancel`).set(admin()).expect(200)).body).toMatchObject({ status: 'canceled' });
    expect(stub().status).toBe('canceled');
    await p.t.http.post(`/api/admin/plans/${plan.id}/pause`).set(admin()).expect(409);
  });

  it("records a card month refunded in Stripe's dashboard once, with its credit note, and never a refund made in the console twice", async () => {
    const customer = await sessionFor(p.t);
    const { request, subscription } = await cardPlan(customer);
    const month = p.stripe.billing.renew(subscription.id, 'paid');
    await deliver(p.t, signedEvent('invoice.paid', month)).expect(200);
    const charged = month.amount_paid;
    const intent = p.stripe.billing.intentOf(month.id);
    const chargeRefunded = (amountRefunded: number) =>
      signedEvent('charge.refunded', {
        id: `ch_${intent}`,
        object: 'charge',
        payment_intent: intent,
        amount: charged,
        amount_refunded: amountRefunded,
        refunds: { object: 'list', data: [{ id: `re_${amountRefunded}`, object: 'refund' }] },
      });
    const monthNow = async () => (await plansOf(customer.auth))[0]!.charges[0]!;
    const refundsOnTimeline = async () => (await eventsOf(p.t, request.id)).filter((event) => event.type === 'plan_month_refunded');
    const creditNotes = async () => (await documentsOf(request.id)).filter((document) => document.kind === 'credit_note');

    // A third refunded in the dashboard: recorded once however often Stripe says so, with its credit note mailed.
    const third = Math.round(charged / 3);
    const mailsBefore = p.smtp.mails.length;
    const dashboardRefund = chargeRefunded(third);
    await deliver(p.t, dashboardRefund).expect(200);
    await deliver(p.t, dashboardRefund).expect(200);
    await deliver(p.t, chargeRefunded(third)).expect(200);
    const thirdUsd = Math.round((third * MONTHLY_CENTS) / charged);
    expect(await monthNow()).toMatchObject({ status: 'paid', refundedUsdCents: thirdUsd });
    expect((await refundsOnTimeline()).map(({ actor, after }) => [actor, after?.refundUsdCents, after?.reason])).toEqual([
      [null, thirdUsd, "Refunded in Stripe's dashboard"],
    ]);
    expect((await creditNotes()).map(({ amountCents }) => amountCents)).toEqual([thirdUsd]);
    await mailAfter(mailsBefore, customer.user.email, /Refund for your/);

    // Refunded in the console: Stripe's event for it adds nothing.
    const { body: refunded } = await p.t.http
      .post(`/api/admin/plan-charges/${(await monthNow()).id}/refund`)
      .set(admin())
      .send({ amountCents: 1000, reason: 'Goodwill' })
      .expect(200);
    expect(refunded.charges[0]).toMatchObject({ refundedUsdCents: thirdUsd + 1000 });
    const consoleMinor = p.stripe.refunds.filter((made) => made.payment_intent === intent).reduce((sum, made) => sum + made.amount, 0);
    await deliver(p.t, chargeRefunded(third + consoleMinor)).expect(200);
    expect(await refundsOnTimeline()).toHaveLength(2);

    // The rest refunded in the dashboard: the month ends refunded in full, to the US cent.
    await deliver(p.t, chargeRefunded(charged)).expect(200);
    expect(await monthNow()).toMatchObject({ refundedUsdCents: MONTHLY_CENTS });
    expect((await creditNotes()).map(({ amountCents }) => amountCents)).toEqual([thirdUsd, 1000, MONTHLY_CENTS - thirdUsd - 1000]);
  });

  it('records the dashboard refunds Stripe made before judging what is left of a month to refund', async () => {
    const customer = await sessionFor(p.t);
    const { subscription } = await cardPlan(customer);
    const month = p.stripe.billing.renew(subscription.id, 'paid');
    await deliver(p.t, signedEvent('invoice.paid', month)).expect(200);
    const intent = p.stripe.billing.intentOf(month.id);
    // Half refunded in Stripe's dashboard; its event has not come yet.
    const half = Math.round(month.amount_paid / 2);
    p.stripe.refunds.push({
      id: 're_dashboard_half',
      object: 'refund',
      amount: half,
      payment_intent: intent,
      status: 'succeeded',
      metadata: {},
    });
    const chargeId = (await plansOf(customer.auth))[0]!.charges[0]!.id;
    // The admin asks for the whole month's amount: the dashboard's half is recorded first, so too much is asked.
    const { body: refused } = await p.t.http
      .post(`/api/admin/plan-charges/${chargeId}/refund`)
      .set(admin())
      .send({ amountCents: MONTHLY_CENTS, reason: 'Goodwill' })
      .expect(409);
    expect(refused.error).toMatch(/^amountCents must be at most what is left to refund/);
    const halfUsd = Math.round((half * MONTHLY_CENTS) / month.amount_paid);
    expect((await plansOf(customer.auth))[0]!.charges[0]).toMatchObject({ refundedUsdCents: halfUsd });
    // The rest, asked again, is made; the dashboard's event then adds nothing.
    await p.t.http.post(`/api/admin/plan-charges/${chargeId}/refund`).set(admin()).send({ reason: 'Goodwill' }).expect(200);
    expect((await plansOf(customer.auth))[0]!.charges[0]).toMatchObject({ refundedUsdCents: MONTHLY_CENTS });
    const stripeTotal = p.stripe.refunds.filter((made) => made.payment_intent === intent).reduce((sum, made) => sum + made.amount, 0);
    expect(stripeTotal).toBe(month.amount_paid);
    await deliver(
      p.t,
      signedEvent('charge.refunded', {
        id: `ch_${intent}`,
        object: 'charge',
        payment_intent: intent,
        amount: month.amount_paid,
        amount_refunded: stripeTotal,
      }),
    ).expect(200);
    const refunds = (await eventsOf(p.t, (await plansOf(customer.auth))[0]!.requestId)).filter(
      (event) => event.type === 'plan_month_refunded',
    );
    expect(refunds.map(({ after }) => [after?.refundUsdCents, after?.reason])).toEqual([
      [halfUsd, "Refunded in Stripe's dashboard"],
      [MONTHLY_CENTS - halfUsd, 'Goodwill'],
    ]);
  });

  it('closes a failed month Stripe voids or gives up on, from its event or the reconciliation, and ignores one it never charged', async () => {
    const customer = await sessionFor(p.t);
    const { request, plan, subscription } = await cardPlan(customer);
    const monthNow = async () => (await plansOf(customer.auth))[0]!.charges[0]!;

    const failed = p.stripe.billing.renew(subscription.id, 'failed');
    await deliver(p.t, signedEvent('invoice.payment_failed', failed)).expect(200);
    expect(await monthNow()).toMatchObject({ status: 'open', payUrl: failed.hosted_invoice_url });
    const uncollectible = signedEvent('invoice.marked_uncollectible', p.stripe.billing.writeOff(failed.id, 'uncollectible'));
    await deliver(p.t, uncollectible).expect(200);
    await deliver(p.t, uncollectible).expect(200);
    expect(await monthNow()).toMatchObject({ status: 'failed', payUrl: null });
    const writtenOff = (await eventsOf(p.t, request.id)).filter((event) => event.type === 'plan_month_written_off');
    expect(writtenOff.map(({ after }) => [after?.status, after?.amountUsdCents])).toEqual([['failed', MONTHLY_CENTS]]);
    // A later payment of it is still booked (Stripe lets an uncollectible invoice be paid).
    const paidLate = { ...failed, status: 'paid', amount_paid: failed.amount_due };
    await deliver(p.t, signedEvent('invoice.paid', paidLate)).expect(200);
    expect(await monthNow()).toMatchObject({ status: 'paid' });

    // A voided invoice this app never heard of (no failed payment): nothing is recorded.
    const second = p.stripe.billing.renew(subscription.id, 'failed');
    await deliver(p.t, signedEvent('invoice.voided', p.stripe.billing.writeOff(second.id, 'void'))).expect(200);
    expect((await plansOf(customer.auth))[0]!.charges).toHaveLength(1);
    // One failed then voided with its event lost: the reconciliation closes it.
    const third = p.stripe.billing.renew(subscription.id, 'failed');
    await deliver(p.t, signedEvent('invoice.payment_failed', third)).expect(200);
    p.stripe.billing.writeOff(third.id, 'void');
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    const [latest] = (await plansOf(customer.auth)).find((candidate) => candidate.id === plan.id)!.charges;
    expect(latest).toMatchObject({ status: 'void', payUrl: null, periodStart: new Date(third.period_start * 1000).toISOString() });
  });

  it("keeps a change that lands while the reconciliation is reading Stripe: the older snapshot does not undo the customer's cancel", async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription } = await cardPlan(customer);
    const read = p.stripe.hold(`GET /v1/subscriptions/${subscription.id}`);
    const reconciling = p.t.http
      .post('/api/admin/plans/reconcile')
      .set(admin())
      .then((answer) => answer);
    await read.arrived; // Stripe has answered with the subscription as it is now: not ending
    await p.t.http.post(`/api/plans/${plan.id}/cancel`).set(customer.auth).expect(200);
    read.release();
    expect((await reconciling).status).toBe(200);
    expect((await plansOf(customer.auth))[0]).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    // The next run reads Stripe as it is now, which agrees.
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect((await plansOf(customer.auth))[0]).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("invoices an offline customer's month by e-mail, lists it overdue, numbers the receipt of its recorded payment next in sequence, and invoices no month of a pause", async () => {
    const customer = await sessionFor(p.t);
    const { request, plan } = await offlinePlan(customer);
    expect(plan).toMatchObject({ billing: 'invoice', currency: 'USD', rate: 1, monthlyUsdCents: MONTHLY_CENTS, charges: [] });

    // The job at the end of the first month: one month invoiced (and only one, however often it runs), the invoice mailed.
    const invoicing = p.t.app.get(PlanInvoicingService);
    const monthEnd = new Date(Date.parse(plan!.nextChargeAt!) + 60_000);
    const mailsBefore = p.smtp.mails.length;
    // Other plans of this file may be due too: what counts is this plan's months.
    await invoicing.invoiceDue(monthEnd);
    await invoicing.invoiceDue(monthEnd);
    const [invoiced] = await plansOf(customer.auth);
    expect(invoiced!.charges).toEqual([expect.objectContaining({ status: 'open', amountUsdCents: MONTHLY_CENTS, currency: 'USD' })]);
    expect(invoiced!.charges[0]!.dueAt).toBe(
      new Date(Date.parse(plan!.nextChargeAt!) + MONTHLY_INVOICE_DUE_DAYS * 86_400_000).toISOString(),
    );
    const [invoice] = (await documentsOf(request.id)).filter(
      (document) => document.kind === 'invoice' && document.paymentKind === 'monthly',
    );
    const invoiceMail = await mailAfter(mailsBefore, customer.user.email, /monthly invoice/);
    expect(attachmentsOf(invoiceMail.raw).map(({ filename }) => filename)).toEqual([`${invoice!.number}.pdf`]);
    expect(await pdfText(await pdfOf(request.id, invoice!.id))).toContain(`by bank transfer quoting ${invoice!.number}`);

    // Past its due date it is listed for the admins.
    const chargeId = invoiced!.charges[0]!.id;
    await p.t.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(PlanCharge, { id: chargeId }, { dueAt: new Date(Date.now() - 60_000) });
    const { body: overdue, headers: overdueHeaders } = await p.t.http.get('/api/admin/plan-charges/overdue').set(admin()).expect(200);
    expect(overdue).toEqual(expect.arrayContaining([expect.objectContaining({ id: chargeId, planId: plan!.id, overdue: true })]));
    expect(overdueHeaders['content-range']).toBe(`plan-charges 0-${overdue.length - 1}/${overdue.length}`);
    // The list is paged, never cut silently: a page of one says how many there are.
    const { body: firstOverdue, headers: firstHeaders } = await p.t.http
      .get('/api/admin/plan-charges/overdue')
      .query({ range: '[0,0]' })
      .set(admin())
      .expect(200);
    expect([firstOverdue.length, firstHeaders['content-range']]).toEqual([1, `plan-charges 0-0/${overdue.length}`]);
    await p.t.http.get('/api/admin/plan-charges/overdue').query({ range: '[0,100]' }).set(admin()).expect(400);
    const plansOverdue = (overdueFilter: boolean) =>
      p.t.http
        .get('/api/admin/plans')
        .query({ filter: JSON.stringify({ id: [plan!.id], overdue: overdueFilter }) })
        .set(admin())
        .expect(200)
        .then(({ body }) => body.map((listed: { id: number }) => listed.id));
    expect([await plansOverdue(true), await plansOverdue(false)]).toEqual([[plan!.id], []]);

    // Recorded as paid: the receipt takes the next receipt number.
    const receiptsBefore = await p.t.app
      .get(EntityManager)
      .fork()
      .execute<{ last: number }[]>(`select last from document_counters where prefix = 'RCT' and year = ?`, [new Date().getUTCFullYear()]);
    // The admin reprices the plan before the payment is recorded: the month's receipt keeps the month's lines.
    await p.t.http
      .put(`/api/admin/plans/${plan!.id}/lines`)
      .set(admin())
      .send({ lines: [{ productName: 'HireWire', armName: 'VOOSHHire', quantity: 1, unitMonthlyCents: 9900 }] })
      .expect(200);
    const record = (auth: Auth) =>
      p.t.http.post(`/api/admin/plan-charges/${chargeId}/payments`).set(auth).send({ method: 'bank_transfer', reference: 'NCB-8' });
    await record(customer.auth).expect(403);
    const { body: paid } = await record(admin()).expect(200);
    expect(paid.charges[0]).toMatchObject({ status: 'paid', method: 'bank_transfer', reference: 'NCB-8' });
    await record(admin()).expect(409);
    const receipt = (await documentsOf(request.id)).find((document) => document.kind === 'receipt' && document.paymentKind === 'monthly')!;
    expect(sequenceOf(receipt.number)).toBe(receiptsBefore[0]!.last + 1);
    const receiptText = await pdfText(await pdfOf(request.id, receipt.id));
    expect([receiptText.includes('SnapForm (VOOSHDesk)'), receiptText.includes('$250'), receiptText.includes('HireWire')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(receipt.relatesTo).toBe(invoice!.number);
    // Refunded offline (no Stripe call): recorded, with its credit note, and a mail that speaks of no card.
    const stripeRefunds = p.stripe.refunds.length;
    const mailsBeforeRefund = p.smtp.mails.length;
    const { body: refunded } = await p.t.http
      .post(`/api/admin/plan-charges/${chargeId}/refund`)
      .set(admin())
      .send({ reason: 'Goodwill' })
      .expect(200);
    expect(refunded.charges[0]).toMatchObject({ refundedUsdCents: MONTHLY_CENTS });
    expect(p.stripe.refunds).toHaveLength(stripeRefunds);
    expect((await documentsOf(request.id)).filter((document) => document.kind === 'credit_note')).toEqual([
      expect.objectContaining({ amountCents: MONTHLY_CENTS, relatesTo: receipt.number }),
    ]);
    const offlineRefundMail = plainTextOf((await mailAfter(mailsBeforeRefund, customer.user.email, /Refund for your/)).raw);
    expect([offlineRefundMail.includes('Reason: Goodwill'), offlineRefundMail.includes('card')]).toEqual([true, false]);
    const { body: overdueAfter } = await p.t.http.get('/api/admin/plan-charges/overdue').set(admin()).expect(200);
    expect(overdueAfter.map((charge: { id: number }) => charge.id)).not.toContain(chargeId);
    expect([await plansOverdue(true), await plansOverdue(false)]).toEqual([[], [plan!.id]]);

    // Paused over its next month, then resumed: the month of the pause is not invoiced, the next one starts at the resume.
    const chargesBefore = (await plansOf(customer.auth))[0]!.charges.map((charge) => charge.id);
    const invoicedBefore = chargesBefore.length;
    await p.t.http.post(`/api/admin/plans/${plan!.id}/pause`).set(admin()).expect(200);
    const afterPause = new Date(Date.parse(invoiced!.nextChargeAt!) + 60_000);
    await invoicing.invoiceDue(afterPause);
    expect((await plansOf(customer.auth))[0]!.charges).toHaveLength(invoicedBefore);
    await p.t.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Plan, { id: plan!.id }, { currentPeriodEnd: new Date(Date.now() - 60_000) });
    const { body: resumed } = await p.t.http.post(`/api/admin/plans/${plan!.id}/resume`).set(admin()).expect(200);
    expect(Date.parse(resumed.nextChargeAt)).toBeGreaterThan(Date.now() - 5_000);
    await invoicing.invoiceDue(new Date());
    const [afterResume] = await plansOf(customer.auth);
    expect(afterResume!.charges).toHaveLength(invoicedBefore + 1);
    const fresh = afterResume!.charges.find((charge) => !chargesBefore.includes(charge.id))!;
    expect(Date.parse(fresh.periodStart)).toBe(Date.parse(resumed.nextChargeAt));

    // Canceled by the customer: the next period is not invoiced, the plan ends.
    await p.t.http.post(`/api/plans/${plan!.id}/cancel`).set(customer.auth).expect(200);
    const nextEnd = new Date(Date.parse(afterResume!.nextChargeAt!) + 60_000);
    await invoicing.invoiceDue(nextEnd);
    const [canceled] = await plansOf(customer.auth);
    expect(canceled).toMatchObject({ status: 'canceled', nextChargeAt: null });
    expect(canceled!.charges).toHaveLength(invoicedBefore + 1);
  });
});
