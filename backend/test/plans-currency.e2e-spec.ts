import { chargeMinorUnits, planMonthlyMinor } from '@voosh/shared';
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
  const liveSubscriptionsOf = (planId: number) =>
    [...p.stripe.billing.subscriptions.values()].filter((made) => made.metadata.planId === String(planId) && made.status !== 'canceled');
  const stripeCustomerOf = (userId: number, currency: string) =>
    p.stripe.customers.find((customer) => customer.metadata.userId === String(userId) && customer.metadata.currency === currency)?.id;

  it('bills the plans of one customer paid in two currencies on a Stripe Customer of each currency', async () => {
    const customer = await sessionFor(p.t);
    const inJmd = await cardPlan(customer, 'jmd');
    // Stripe refuses a second live subscription in another currency on the same Customer: this one would never be made.
    const inUsd = await cardPlan(customer, 'usd');
    expect([inJmd.plan.currency, inUsd.plan.currency]).toEqual(['jmd', 'usd']);
    expect(inJmd.subscription.customer).toBe(stripeCustomerOf(customer.user.id, 'jmd'));
    expect(inUsd.subscription.customer).toBe(stripeCustomerOf(customer.user.id, 'usd'));
    expect(inUsd.subscription.items.data.map((item) => [item.price.currency, item.price.unit_amount])).toEqual([
      ['usd', SNAPFORM.monthlyCents],
    ]);
  });

  it("changes a card plan's currency from its next month once the customer confirms a card for it: a new subscription, the old one ended", async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    const gbpMonthly = 2 * chargeMinorUnits(SNAPFORM.monthlyCents, 'gbp', STORED_RATES.GBP);

    // Asked: a card to confirm on the customer's GBP Customer; the plan is unchanged until then.
    await askCurrency(customer.auth, plan.id, 'jmd').expect(409, {
      statusCode: 409,
      error: 'This plan is already billed in JMD',
      message: 'This plan is already billed in JMD',
    });
    await askCurrency(customer.auth, plan.id, 'xyz').expect(400);
    await askCurrency(actors.customerB.auth, plan.id, 'gbp').expect(404);
    const { body: asked } = await askCurrency(customer.auth, plan.id, 'gbp').expect(200);
    const setup = asked.cardSetup as CardSetup;
    expect(setup).toMatchObject({ publishableKey: PUBLISHABLE_KEY, currency: 'gbp', rate: STORED_RATES.GBP, monthlyMinor: gbpMonthly });
    expect(setup.clientSecret.startsWith(`${setup.setupIntentId}_secret_`)).toBe(true);
    expect(asked.plan).toMatchObject({ currency: 'jmd', currencyChangePending: null });
    const stripeSetup = p.stripe.setupIntents.get(setup.setupIntentId)!;
    expect(stripeSetup).toMatchObject({ usage: 'off_session', customer: stripeCustomerOf(customer.user.id, 'gbp') });
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
      if (current.currency !== 'gbp' || p.stripe.billing.subscriptions.get(old.id)!.status !== 'canceled')
        throw new Error('not switched yet');
      return current;
    });
    expect(switched).toMatchObject({
      status: 'active',
      currency: 'gbp',
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
        { currency: 'jmd', rate: STORED_RATES.JMD },
        { planId: plan.id, currency: 'gbp', rate: STORED_RATES.GBP, monthlyMinor: gbpMonthly, from: plan.nextChargeAt },
      ],
    ]);

    // The old subscription's end is not the plan's; the storefront's late confirmation changes nothing.
    await deliver(p.t, signedEvent('customer.subscription.deleted', p.stripe.billing.subscriptions.get(old.id)!)).expect(200);
    await confirm(customer.auth, plan.id, setup.setupIntentId).expect(200);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'active', currency: 'gbp' });
    expect(liveSubscriptionsOf(plan.id).map((made) => made.id)).toEqual([fresh!.id]);

    // The next month is charged in GBP and booked at its US value.
    const month = p.stripe.billing.renew(fresh!.id, 'paid');
    await deliver(p.t, signedEvent('invoice.paid', month)).expect(200);
    expect((await planOf(customer.auth, plan.id)).charges).toEqual([
      expect.objectContaining({ status: 'paid', currency: 'gbp', amountMinor: gbpMonthly, amountUsdCents: PLAN_MONTHLY_CENTS }),
    ]);
    await askCurrency(customer.auth, plan.id, 'gbp').expect(409);

    // The replaced subscription's invoices, told late: a payment is booked at that subscription's own currency and rate,
    // and changes nothing of the plan's state; a failure is not the plan's.
    const jmdMonthly = 2 * chargeMinorUnits(SNAPFORM.monthlyCents, 'jmd', STORED_RATES.JMD);
    const oldInvoice = (id: string, paid: boolean) => ({
      ...month,
      id,
      currency: 'jmd',
      amount_due: jmdMonthly,
      amount_paid: paid ? jmdMonthly : 0,
      status: paid ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: old.id, metadata: old.metadata } },
      lines: {
        object: 'list',
        data: [{ id: `il_${id}`, amount: jmdMonthly, period: { start: month.period_start - 2_678_400, end: month.period_start } }],
      },
    });
    await deliver(p.t, signedEvent('invoice.payment_failed', oldInvoice('in_old_failed', false))).expect(200);
    await deliver(p.t, signedEvent('invoice.paid', oldInvoice('in_old_paid', true))).expect(200);
    const afterLate = await planOf(customer.auth, plan.id);
    expect(afterLate).toMatchObject({ status: 'active', currency: 'gbp', nextChargeAt: new Date(month.period_end * 1000).toISOString() });
    expect(
      afterLate.charges.map(({ status, currency, amountMinor, amountUsdCents }) => [status, currency, amountMinor, amountUsdCents]),
    ).toEqual([
      ['paid', 'gbp', gbpMonthly, PLAN_MONTHLY_CENTS],
      ['paid', 'jmd', jmdMonthly, Math.round(jmdMonthly / STORED_RATES.JMD)],
    ]);
  });

  it('finishes a change whose webhook was lost (the storefront confirms) or whose Stripe calls failed (the reconciliation), and holds line changes meanwhile', async () => {
    // Lost webhook: the storefront's confirmation, read from Stripe, applies it.
    const first = await sessionFor(p.t);
    const lost = await cardPlan(first);
    const { body: asked } = await askCurrency(first.auth, lost.plan.id, 'eur').expect(200);
    await confirm(first.auth, lost.plan.id, 'seti_forged').expect(404);
    p.stripe.settleSetup(asked.cardSetup.setupIntentId);
    const { body: pending } = await confirm(first.auth, lost.plan.id, asked.cardSetup.setupIntentId).expect(200);
    expect(['eur', null]).toContain(pending.currencyChangePending);
    await eventually(async () =>
      expect(await planOf(first.auth, lost.plan.id)).toMatchObject({ currency: 'eur', currencyChangePending: null }),
    );
    await eventually(() => expect(p.stripe.billing.subscriptions.get(lost.subscription.id)!.status).toBe('canceled'));
    expect(liveSubscriptionsOf(lost.plan.id).map((made) => made.items.data[0]!.price.currency)).toEqual(['eur']);

    // Stripe down once the card is confirmed: the change waits on the plan, line changes are held, the reconciliation finishes it.
    const second = await sessionFor(p.t);
    const stalled = await cardPlan(second);
    const { body: again } = await askCurrency(second.auth, stalled.plan.id, 'usd').expect(200);
    const card = p.stripe.settleSetup(again.cardSetup.setupIntentId);
    const callsBefore = p.stripe.calls.length;
    p.stripe.failWith = 503;
    try {
      await deliver(p.t, signedEvent('setup_intent.succeeded', card)).expect(200);
      await eventually(() => expect(p.stripe.calls.slice(callsBefore)).toContain(`GET /v1/subscriptions/${stalled.subscription.id}`));
      expect(await planOf(second.auth, stalled.plan.id)).toMatchObject({ currency: 'jmd', currencyChangePending: 'usd' });
      await askCurrency(second.auth, stalled.plan.id, 'gbp').expect(409);
      await p.t.http
        .put(`/api/admin/plans/${stalled.plan.id}/lines`)
        .set(admin())
        .send({ lines: [{ productName: 'HireWire', armName: 'VOOSHHire', quantity: 1, unitMonthlyCents: 9900 }] })
        .expect(409);
    } finally {
      p.stripe.failWith = undefined;
    }
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(await planOf(second.auth, stalled.plan.id)).toMatchObject({ currency: 'usd', rate: 1, currencyChangePending: null });
    expect(p.stripe.billing.subscriptions.get(stalled.subscription.id)!.status).toBe('canceled');
    const [usd] = liveSubscriptionsOf(stalled.plan.id);
    expect(usd).toMatchObject({ customer: stripeCustomerOf(second.user.id, 'usd'), default_payment_method: card.payment_method });
    expect(await subscriptionOf(stalled.plan.id)).toMatchObject({ id: usd!.id });
  });

  it('applies one change at a time: a second card confirmed meanwhile is refused, as is one confirmed a day later', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    const { body: toGbp } = await askCurrency(customer.auth, plan.id, 'gbp').expect(200);
    const { body: toEur } = await askCurrency(customer.auth, plan.id, 'eur').expect(200);
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
      expect(await planOf(customer.auth, plan.id)).toMatchObject({ currency: 'gbp', currencyChangePending: null }),
    );
    await eventually(() => expect(p.stripe.billing.subscriptions.get(old.id)!.status).toBe('canceled'));
    expect(liveSubscriptionsOf(plan.id).map((made) => made.items.data[0]!.price.currency)).toEqual(['gbp']);

    // A card confirmed more than a day after it was asked for carries a stale rate: refused.
    const { body: late } = await askCurrency(customer.auth, plan.id, 'usd').expect(200);
    const lateCard = p.stripe.settleSetup(late.cardSetup.setupIntentId);
    p.stripe.setupIntents.get(lateCard.id)!.created -= 25 * 60 * 60;
    await confirm(customer.auth, plan.id, lateCard.id).expect(409);
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ currency: 'gbp', currencyChangePending: null });
  });

  it('switches a paused card plan to a paused subscription (paused again by the reconciliation should Stripe lose it), which the admin then resumes', async () => {
    const customer = await sessionFor(p.t);
    const { plan, subscription: old } = await cardPlan(customer);
    await p.t.http.post(`/api/admin/plans/${plan.id}/pause`).set(admin()).expect(200);
    const { body: asked } = await askCurrency(customer.auth, plan.id, 'eur').expect(200);
    await deliver(p.t, signedEvent('setup_intent.succeeded', p.stripe.settleSetup(asked.cardSetup.setupIntentId))).expect(200);
    await eventually(async () => expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'paused', currency: 'eur' }));
    await eventually(() => expect(p.stripe.billing.subscriptions.get(old.id)!.status).toBe('canceled'));
    const [fresh] = liveSubscriptionsOf(plan.id);
    expect(fresh!.pause_collection).toEqual({ behavior: 'void' });
    // Stripe lost the pause (the call after the subscription was made failed): the reconciliation pauses it, the plan stays paused.
    p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection = null;
    await p.t.http.post('/api/admin/plans/reconcile').set(admin()).expect(200);
    expect(p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection).toEqual({ behavior: 'void' });
    expect(await planOf(customer.auth, plan.id)).toMatchObject({ status: 'paused' });
    await p.t.http.post(`/api/admin/plans/${plan.id}/resume`).set(admin()).expect(200);
    expect(p.stripe.billing.subscriptions.get(fresh!.id)!.pause_collection).toBeNull();
  });

  it("changes an invoice plan's currency at once: its next month is invoiced in the new currency at today's rate", async () => {
    const customer = await sessionFor(p.t);
    const { plan } = await offlinePlan(customer);
    const { body } = await askCurrency(customer.auth, plan.id, 'jmd').expect(200);
    const jmdMonthly = planMonthlyMinor(SNAPFORM_LINES, 'jmd', STORED_RATES.JMD);
    expect(body).toMatchObject({ cardSetup: null, plan: { currency: 'jmd', rate: STORED_RATES.JMD, monthlyMinor: jmdMonthly } });

    await p.t.app.get(PlanInvoicingService).invoiceDue(new Date(Date.parse(plan.nextChargeAt!) + 60_000));
    expect((await planOf(customer.auth, plan.id)).charges).toEqual([
      expect.objectContaining({ status: 'open', currency: 'jmd', amountMinor: jmdMonthly, amountUsdCents: PLAN_MONTHLY_CENTS }),
    ]);

    // Once canceled (ending with its period) it has no next month to bill in another currency.
    await p.t.http.post(`/api/plans/${plan.id}/cancel`).set(customer.auth).expect(200);
    await askCurrency(customer.auth, plan.id, 'eur').expect(409, {
      statusCode: 409,
      error: 'This plan ends with the current period: there is no next month to bill in another currency',
      message: 'This plan ends with the current period: there is no next month to bill in another currency',
    });
  });
});
