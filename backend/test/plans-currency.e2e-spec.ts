import { chargeMinorUnits, planMonthlyMinor } from '@voosh/shared';
import { EntityManager } from '@mikro-orm/postgresql';
import { Plan } from '../src/plans/entities/plan.entity';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import { eventually } from './support/eventually';
import {
  deliver,
  eventsOf,
  PUBLISHABLE_KEY,
  signedEvent,
  STORED_RATES,
  withPaymentsAppAndActors,
  type PaymentsTestApp,
} from './support/payments';
import { type Auth, PLAN_MONTHLY_CENTS, planSteps } from './support/plans';

interface CardSetup {
  setupIntentId: string;
  clientSecret: string;
  publishableKey: string;
  currency: string;
  rate: number;
  monthlyMinor: number;
}

const SNAPFORM_LINES = [{ unitMonthlyCents: SNAPFORM.monthlyCents, quantity: 2 }];

/** Issue 15 §1: a plan bills in the currency it was paid in 'until the customer changes currency'. */
describe('Monthly plans: currency', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));

  const admin = () => actors.admin.auth;
  const { plansOf, cardPlan, offlinePlan, subscriptionOf } = planSteps(() => p, admin);
  const planOf = async (auth: Auth, id: number) => (await plansOf(auth)).find((plan) => plan.id === id)!;
  const askCurrency = (auth: Auth, planId: number, currency: string) =>
    p.t.http.post(`/api/plans/${planId}/currency`).set(auth).send({ currency });
  const confirm = (auth: Auth, planId: number, setupIntentId: string) =>
    p.t.http.post(`/api/plans/${planId}/currency/confirm`).set(auth).send({ setupIntentId });
  /** The plan's subscriptions that will bill again (not canceled, not set to end with their period). */
  const liveSubscriptionsOf = (planId: number) =>
    [...p.stripe.billing.subscriptions.values()].filter(
      (made) => made.metadata.planId === String(planId) && made.status !== 'canceled' && !made.cancel_at_period_end,
    );
  const endingOrEnded = (subscriptionId: string) => {
    const made = p.stripe.billing.subscriptions.get(subscriptionId)!;
    return made.status === 'canceled' || made.cancel_at_period_end;
  };
  /** The switch's last step is done: the replaced subscription, set to end at Stripe, is forgotten (until then a new change is refused). */
  const switchFinished = async (planId: number) => {
    const plan = await p.t.app.get(EntityManager).fork().findOneOrFail(Plan, planId, { refresh: true });
    expect(plan.replacedSubscriptionId).toBeNull();
  };
  const stripeCustomerOf = (userId: number, currency: string) =>
    p.stripe.customers.find((customer) => customer.metadata.userId === String(userId) && customer.metadata.currency === currency)?.id;

  it('bills the plans of one customer paid in two currencies on a Stripe Customer of each currency', async () => {
    const customer = await sessionFor(p.t);
    const inJmd = await cardPlan(customer, 'JMD');
    // Stripe refuses a second live subscription in another currency on the same Customer: this one would never be made.
    const inUsd = await cardPlan(customer, 'USD');
    expect([inJmd.plan.currency, inUsd.plan.currency]).toEqual(['JMD', 'USD']);
    expect(inJmd.subscription.customer).toBe(stripeCustomerOf(customer.user.id, 'JMD'));
    expect(inUsd.subscription.customer).toBe(stripeCustomerOf(customer.user.id, 'USD'));
    expect(inUsd.subscription.items.data.map((item) => [item.price.currency, item.price.unit_amount])).toEqual([
      ['usd', SNAPFORM.monthlyCents],
    ]);
  });

  it("changes a card plan's currency from its next month once the customer confirms a card for it: a new subscription, the old one ended", async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    const gbpMonthly = 2 * chargeMinorUnits(SNAPFORM.monthlyCents, 'GBP', STORED_RATES.GBP);

    // Asked: a card to confirm on the customer's GBP Customer; the plan is unchanged until then.
    await askCurrency(customer.auth, plan.id, 'JMD').expect(409, {
      statusCode: 409,
      error: 'This plan is already billed in JMD',
      message: 'This plan is already billed in JMD',
    });
    await askCurrency(customer.auth, plan.id, 'xyz').expect(400);
    await askCurrency(actors.customerB.auth, plan.id, 'GBP').expect(404);
    const { body: asked } = await askCurrency(customer.auth, plan.id, 'GBP').expect(200);
    const setup = asked.cardSetup as CardSetup;
    expect(setup).toMatchObject({ publishableKey: PUBLISHABLE_KEY, currency: 'GBP', rate: STORED_RATES.GBP, monthlyMinor: gbpMonthly });
    expect(setup.clientSecret.startsWith(`${setup.setupIntentId}_secret_`)).toBe(true);
    expect(asked.plan).toMatchObject({ currency: 'JMD', currencyChangePending: null });
    const stripeSetup = p.stripe.setupIntents.get(setup.setupIntentId)!;
    // For a card only, asked as the pinned API version asks it (`payment_method_types` is not one of its parameters).
    expect(stripeSetup).toMatchObject({
      usage: 'off_session',
      customer: stripeCustomerOf(customer.user.id, 'GBP'),
      allowed_payment_method_types: ['card'],
    });
    expect(stripeSetup.customer).not.toBe(old.customer);
    await confirm(customer.auth, plan.id, setup.setupIntentId).expect(409);
    await confirm(actors.customerB.auth, plan.id, setup.setupIntentId).expect(404);

    // Confirmed with Stripe.js: Stripe's webhook (delivered twice) switches the plan once.
    const card = p.stripe.settleSetup(setup.setupIntentId);
    const confirmed = signedEvent('setup_intent.succeeded', card);
    await deliver(p.t, confirmed).expect(200);
    await deliver(p.t, confirmed).expect(200);
    const switched = await eventually(async () => {
      const current = await planOf(customer.auth, plan.id);
      if (current.currency !== 'GBP' || !endingOrEnded(old.id)) throw new Error('not switched yet');
      return current;
    });
    expect(switched).toMatchObject({
      status: 'active',
      currency: 'GBP',
      rate: STORED_RATES.GBP,
      monthlyMinor: gbpMonthly,
      monthlyUsdCents: PLAN_MONTHLY_CENTS,
      currencyChangePending: null,
      nextChargeAt: plan.nextChargeAt,
    });
    const [fresh, ...more] = liveSubscriptionsOf(plan.id);
    expect(more).toEqual([]);
    expect(fresh).toMatchObject({
      customer: stripeSetup.customer,
      default_payment_method: card.payment_method,
      billing_cycle_anchor: Math.floor(Date.parse(plan.nextChargeAt!) / 1000),
    });
    expect(fresh!.items.data.map(({ price, quantity }) => [price.currency, price.unit_amount, quantity])).toEqual([
      ['gbp', gbpMonthly / 2, 2],
    ]);
    const changes = (await eventsOf(p.t, plan.requestId)).filter((event) => event.type === 'plan_currency_changed');
    expect(changes.map(({ before, after }) => [before, after])).toEqual([
      [
        { currency: 'JMD', rate: STORED_RATES.JMD },
        { planId: plan.id, currency: 'GBP', rate: STORED_RATES.GBP, monthlyMinor: gbpMonthly, from: plan.nextChargeAt },
      ],
    ]);

    // The old subscription was set to end with its paid period, not canceled at once (Stripe would stop collecting the
    // Customer's open invoices); its end, when it comes, is not the plan's. The storefront's late confirmation changes nothing.
    expect(p.stripe.billing.subscriptions.get(old.id)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(p.stripe.billing.subscriptions.get(old.id)!.metadata).toMatchObject({ currency: 'JMD', rate: String(STORED_RATES.JMD) });
    const oldEnded = { ...p.stripe.billing.subscriptions.get(old.id)!, status: 'canceled', ended_at: fresh!.billing_cycle_anchor };
    await deliver(p.t, signedEvent('customer.subscription.deleted', oldEnded)).expect(200);
    await confirm(customer.auth, plan.id, setup.setupIntentId).expect(200);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'active', currency: 'GBP' });
    expect(liveSubscriptionsOf(plan.id).map((made) => made.id)).toEqual([fresh!.id]);

    // The next month is charged in GBP and booked at its US value.
    const month = p.stripe.billing.renew(fresh!.id, 'paid');
    await deliver(p.t, signedEvent('invoice.paid', month)).expect(200);
    expect((await planOf(customer.auth, plan.id)).charges).toEqual([
      expect.objectContaining({ status: 'paid', currency: 'GBP', amountMinor: gbpMonthly, amountUsdCents: PLAN_MONTHLY_CENTS }),
    ]);
    await askCurrency(customer.auth, plan.id, 'GBP').expect(409);

    // The replaced subscription's invoices, told late, are booked at that subscription's own currency and rate,
    // and change nothing of the plan's state.
    const jmdMonthly = 2 * chargeMinorUnits(SNAPFORM.monthlyCents, 'JMD', STORED_RATES.JMD);
    const oldInvoice = (id: string, paid: boolean) => ({
      ...month,
      id,
      currency: 'jmd',
      amount_due: jmdMonthly,
      amount_paid: paid ? jmdMonthly : 0,
      status: paid ? 'paid' : 'open',
      parent: { ...month.parent, subscription_details: { subscription: old.id, metadata: old.metadata } },
      lines: {
        ...month.lines,
        data: [{ id: `il_${id}`, amount: jmdMonthly, period: { start: month.period_start - 2_678_400, end: month.period_start } }],
      },
    });
    await deliver(p.t, signedEvent('invoice.payment_failed', oldInvoice('in_old_failed', false))).expect(200);
    await deliver(p.t, signedEvent('invoice.paid', oldInvoice('in_old_paid', true))).expect(200);
    const afterLate = await planOf(customer.auth, plan.id);
    // The failed one is recorded with its pay link (the customer owes that month), without making the plan past due.
    expect(afterLate).toMatchObject({ status: 'active', currency: 'GBP', nextChargeAt: new Date(month.period_end * 1000).toISOString() });
    expect(afterLate.charges[2]).toMatchObject({ status: 'open', payUrl: oldInvoice('in_old_failed', false).hosted_invoice_url });
    expect(
      afterLate.charges.map(({ status, currency, amountMinor, amountUsdCents }) => [status, currency, amountMinor, amountUsdCents]),
    ).toEqual([
      ['paid', 'GBP', gbpMonthly, PLAN_MONTHLY_CENTS],
      ['paid', 'JMD', jmdMonthly, Math.round(jmdMonthly / STORED_RATES.JMD)],
      ['open', 'JMD', jmdMonthly, Math.round(jmdMonthly / STORED_RATES.JMD)],
    ]);
  });

  it('finishes a change whose webhook was lost (the storefront confirms) or whose Stripe calls failed (the reconciliation), and holds line changes meanwhile', async () => {
    // Lost webhook: the storefront's confirmation, read from Stripe, applies it.
    const first = await sessionFor(p.t);
    const lost = await cardPlan(first);
    const { body: asked } = await askCurrency(first.auth, lost.plan.id, 'EUR').expect(200);
    await confirm(first.auth, lost.plan.id, 'seti_forged').expect(404);
    p.stripe.settleSetup(asked.cardSetup.setupIntentId);
    const { body: pending } = await confirm(first.auth, lost.plan.id, asked.cardSetup.setupIntentId).expect(200);
    expect(['EUR', null]).toContain(pending.currencyChangePending);
    await eventually(async () =>
      expect(await planOf(first.auth, lost.plan.id)).toMatchObject({ currency: 'EUR', currencyChangePending: null }),
    );
    await eventually(() => expect(endingOrEnded(lost.subscription.id)).toBe(true));
    expect(liveSubscriptionsOf(lost.plan.id).map((made) => made.items.data[0]!.price.currency)).toEqual(['eur']);

    // Stripe down once the card is confirmed: the change waits on the plan, line changes are held, the reconciliation finishes it.
    const second = await sessionFor(p.t);
    const stalled = await cardPlan(second);
    const { body: again } = await askCurrency(second.auth, stalled.plan.id, 'USD').expect(200);
    const card = p.stripe.settleSetup(again.cardSetup.setupIntentId);
    const callsBefore = p.stripe.calls.length;
    p.stripe.failWith = 503;
    try {
      await deliver(p.t, signedEvent('setup_intent.succeeded', card)).expect(200);
      await eventually(() => expect(p.stripe.calls.slice(callsBefore)).toContain(`GET /v1/subscriptions/${stalled.subscription.id}`));
      expect(await planOf(second.auth, stalled.plan.id)).toMatchObject({ currency: 'JMD', currencyChangePending: 'USD' });
      await askCurrency(second.auth, stalled.plan.id, 'GBP').expect(409);
      await p.t.http
        .put(`/api/admin/plans/${stalled.plan.id}/lines`)
        .set(admin())
        .send({ lines: [{ productName: 'HireWire', armName: 'VOOSHHire', quantity: 1, unitMonthlyCents: 9900 }] })
        .expect(409);
    } finally {
      p.stripe.failWith = undefined;
    }
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(await planOf(second.auth, stalled.plan.id)).toMatchObject({ currency: 'USD', rate: 1, currencyChangePending: null });
    expect(p.stripe.billing.subscriptions.get(stalled.subscription.id)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const [usd] = liveSubscriptionsOf(stalled.plan.id);
    expect(usd).toMatchObject({ customer: stripeCustomerOf(second.user.id, 'USD'), default_payment_method: card.payment_method });
    expect(await subscriptionOf(stalled.plan.id)).toMatchObject({ id: usd!.id });
  });

  it('applies one change at a time: a second card confirmed meanwhile is refused, as is one confirmed a day later', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    const { body: toGbp } = await askCurrency(customer.auth, plan.id, 'GBP').expect(200);
    const { body: toEur } = await askCurrency(customer.auth, plan.id, 'EUR').expect(200);
    // The GBP card confirmed first: its switch waits on Stripe's answer about the old subscription.
    const read = p.stripe.hold(`GET /v1/subscriptions/${old.id}`);
    await deliver(p.t, signedEvent('setup_intent.succeeded', p.stripe.settleSetup(toGbp.cardSetup.setupIntentId))).expect(200);
    await read.arrived;
    const eurCard = p.stripe.settleSetup(toEur.cardSetup.setupIntentId);
    await confirm(customer.auth, plan.id, eurCard.id).expect(409, {
      statusCode: 409,
      error: 'A change of currency is being applied to this plan; try again in a minute',
      message: 'A change of currency is being applied to this plan; try again in a minute',
    });
    await deliver(p.t, signedEvent('setup_intent.succeeded', eurCard)).expect(200);
    read.release();
    await eventually(async () =>
      expect(await planOf(customer.auth, plan.id)).toMatchObject({ currency: 'GBP', currencyChangePending: null }),
    );
    await eventually(() => expect(endingOrEnded(old.id)).toBe(true));
    await eventually(() => switchFinished(plan.id));
    expect(liveSubscriptionsOf(plan.id).map((made) => made.items.data[0]!.price.currency)).toEqual(['gbp']);

    // A card confirmed more than a day after it was asked for carries a stale rate: refused.
    const { body: late } = await askCurrency(customer.auth, plan.id, 'USD').expect(200);
    const lateCard = p.stripe.settleSetup(late.cardSetup.setupIntentId);
    const lateSetup = p.stripe.setupIntents.get(lateCard.id)!;
    lateSetup.metadata.askedAt = String(Number(lateSetup.metadata.askedAt) - 25 * 60 * 60_000);
    await confirm(customer.auth, plan.id, lateCard.id).expect(409);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ currency: 'GBP', currencyChangePending: null });

    // Then to EUR: Stripe delivering the GBP card's event again afterwards does not take the plan back.
    const { body: toEurAgain } = await askCurrency(customer.auth, plan.id, 'EUR').expect(200);
    await confirm(customer.auth, plan.id, p.stripe.settleSetup(toEurAgain.cardSetup.setupIntentId).id).expect(200);
    await eventually(async () =>
      expect(await planOf(customer.auth, plan.id)).toMatchObject({ currency: 'EUR', currencyChangePending: null }),
    );
    const gbpCard = p.stripe.setupIntents.get(toGbp.cardSetup.setupIntentId)!;
    await deliver(p.t, signedEvent('setup_intent.succeeded', gbpCard)).expect(200);
    await confirm(customer.auth, plan.id, gbpCard.id).expect(409);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ currency: 'EUR', currencyChangePending: null });
    expect(liveSubscriptionsOf(plan.id).map((made) => made.items.data[0]!.price.currency)).toEqual(['eur']);
  });

  it('finishes a change whose new subscription could not be made before the old one ran out, instead of ending the plan', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    const { body: asked } = await askCurrency(customer.auth, plan.id, 'EUR').expect(200);
    // Stripe fails to make the new subscription (each call and its one retry), after the old one was set to end.
    p.stripe.failing.set('POST /v1/subscriptions', 2);
    await deliver(p.t, signedEvent('setup_intent.succeeded', p.stripe.settleSetup(asked.cardSetup.setupIntentId))).expect(200);
    await eventually(() => expect(p.stripe.failing.get('POST /v1/subscriptions')).toBe(0));
    await eventually(async () => expect(await planOf(customer.auth, plan.id)).toMatchObject({ currencyChangePending: 'EUR' }));
    expect(p.stripe.billing.subscriptions.get(old.id)).toMatchObject({ cancel_at_period_end: true });
    // The old subscription runs out at its period's end, as set: the plan goes on in EUR, it does not end.
    const ranOut = p.stripe.billing.subscriptions.get(old.id)!;
    Object.assign(ranOut, {
      status: 'canceled',
      canceled_at: ranOut.items.data[0]!.current_period_end,
      ended_at: ranOut.items.data[0]!.current_period_end,
    });
    await deliver(p.t, signedEvent('customer.subscription.deleted', ranOut)).expect(200);
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'active', currency: 'EUR', currencyChangePending: null });
    expect(liveSubscriptionsOf(plan.id).map((made) => made.items.data[0]!.price.currency)).toEqual(['eur']);
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'active', currency: 'EUR' });
  });

  it('gives a change up when a month fails before it is made, and the old subscription goes on billing', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    const { body: asked } = await askCurrency(customer.auth, plan.id, 'GBP').expect(200);
    // The switch reads the old subscription; meanwhile its renewal fails.
    const read = p.stripe.hold(`GET /v1/subscriptions/${old.id}`);
    await deliver(p.t, signedEvent('setup_intent.succeeded', p.stripe.settleSetup(asked.cardSetup.setupIntentId))).expect(200);
    await read.arrived;
    await deliver(p.t, signedEvent('invoice.payment_failed', p.stripe.billing.renew(old.id, 'failed'))).expect(200);
    read.release();
    await eventually(async () => expect(await planOf(customer.auth, plan.id)).toMatchObject({ currencyChangePending: null }));
    await eventually(() => expect(liveSubscriptionsOf(plan.id).map((made) => made.id)).toEqual([old.id]));
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'past_due', currency: 'JMD' });
    expect(
      [...p.stripe.billing.subscriptions.values()].filter((made) => made.metadata.setupIntentId === asked.cardSetup.setupIntentId),
    ).toEqual([expect.objectContaining({ cancel_at_period_end: true })]);
  });

  it('switches a paused card plan to a paused subscription (paused again by the reconciliation should Stripe lose it), which the admin then resumes', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    await p.t.http.post(`/api/admin/plans/${plan.id}/pause`).set(admin()).expect(200);
    const { body: asked } = await askCurrency(customer.auth, plan.id, 'EUR').expect(200);
    await deliver(p.t, signedEvent('setup_intent.succeeded', p.stripe.settleSetup(asked.cardSetup.setupIntentId))).expect(200);
    await eventually(async () => expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'paused', currency: 'EUR' }));
    await eventually(() => expect(endingOrEnded(old.id)).toBe(true));
    const [fresh] = liveSubscriptionsOf(plan.id);
    expect(fresh!.pause_collection).toEqual({ behavior: 'void', resumes_at: null });
    // Stripe lost the pause (the call after the subscription was made failed): the reconciliation pauses it, the plan stays paused.
    p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection = null;
    // Not while the plan's last change is recent (an admin's resume asks Stripe before it commits); nor is Stripe's state taken then.
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection).toBeNull();
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'paused' });
    await p.t.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Plan, { id: plan.id }, { updatedAt: new Date(Date.now() - 120_000) });
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection).toEqual({ behavior: 'void', resumes_at: null });
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'paused' });
    await p.t.http.post(`/api/admin/plans/${plan.id}/resume`).set(admin()).expect(200);
    expect(p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection).toBeNull();
  });

  it("changes an invoice plan's currency at once: its next month is invoiced in the new currency at today's rate", async () => {
    const customer = await sessionFor(p.t);
    const { plan } = await offlinePlan(customer);
    const { body } = await askCurrency(customer.auth, plan.id, 'JMD').expect(200);
    const jmdMonthly = planMonthlyMinor(SNAPFORM_LINES, 'JMD', STORED_RATES.JMD);
    expect(body).toMatchObject({ cardSetup: null, plan: { currency: 'JMD', rate: STORED_RATES.JMD, monthlyMinor: jmdMonthly } });

    await p.t.app.get(PlanInvoicingService).invoiceDue(new Date(Date.parse(plan.nextChargeAt!) + 60_000));
    expect((await planOf(customer.auth, plan.id)).charges).toEqual([
      expect.objectContaining({ status: 'open', currency: 'JMD', amountMinor: jmdMonthly, amountUsdCents: PLAN_MONTHLY_CENTS }),
    ]);

    // Once canceled (ending with its period) it has no next month to bill in another currency.
    await p.t.http.post(`/api/plans/${plan.id}/cancel`).set(customer.auth).expect(200);
    await askCurrency(customer.auth, plan.id, 'EUR').expect(409, {
      statusCode: 409,
      error: 'This plan ends with the current period: there is no next month to bill in another currency',
      message: 'This plan ends with the current period: there is no next month to bill in another currency',
    });
  });
});
