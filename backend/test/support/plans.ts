import { EntityManager } from '@mikro-orm/postgresql';
import { Plan } from '../../src/plans/entities/plan.entity';
import { sessionFor } from './accounts';
import { SNAPFORM } from './commerce';
import { eventually } from './eventually';
import { pay, type PaymentsTestApp } from './payments';
import { intentIdOf } from './stripe-stub';
import { type CurrencyCode, stripeCurrency } from '@voosh/shared';

export type Auth = Record<string, string>;
export type Session = Awaited<ReturnType<typeof sessionFor>>;

/** A plan as GET /api/plans answers it (the fields the tests read). */
export interface PlanAnswer {
  id: number;
  requestId: number;
  status: string;
  billing: string;
  currency: string;
  rate: number;
  monthlyUsdCents: number;
  monthlyMinor: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextChargeAt: string | null;
  cancelAtPeriodEnd: boolean;
  currencyChangePending: string | null;
  lines: { productName: string; armName: string; quantity: number; unitMonthlyCents: number }[];
  charges: {
    id: number;
    status: string;
    periodStart: string;
    amountUsdCents: number;
    currency: string;
    amountMinor: number;
    dueAt: string;
    payUrl: string | null;
    taxUsdCents: number;
    tax: { treatment: string; rateName: string | null; percent: string | null };
    refundedUsdCents: number;
  }[];
}

/** US cents a month of the plans these steps make: 2 SnapForm. */
export const PLAN_MONTHLY_CENTS = 2 * SNAPFORM.monthlyCents;

/** The steps that give customers monthly plans, as customers and admins take them through the API. */
export function planSteps(app: () => PaymentsTestApp, admin: () => Auth) {
  const submit = async (auth: Auth) =>
    (
      await app()
        .t.http.post('/api/purchase-requests')
        .set(auth)
        .send({ productName: SNAPFORM.name, quantity: 2, status: 'submitted', productType: 'arm' })
        .expect(201)
    ).body as { id: number };
  const setStatus = (id: number, status: string) =>
    app().t.http.put(`/api/purchase-requests/${id}`).set(admin()).send({ status }).expect(200);
  const payByCard = async (requestId: number, paymentType: string, auth: Auth, currency: CurrencyCode = 'JMD') => {
    const { t, stripe } = app();
    const { body } = await t.http
      .post('/api/create-payment-intent')
      .set(auth)
      .send({ requestId, amount: 1, currency: stripeCurrency(currency), paymentType })
      .expect(200);
    await pay(t, stripe, intentIdOf(body.clientSecret));
    return intentIdOf(body.clientSecret);
  };
  const plansOf = async (auth: Auth) => (await app().t.http.get('/api/plans').set(auth).expect(200)).body as PlanAnswer[];
  /** The plan's live subscription at the stand-in, once the plan has stored it (just after Stripe answers). */
  const subscriptionOf = (planId: number) =>
    eventually(async () => {
      const stored = await app().t.app.get(EntityManager).fork().findOneOrFail(Plan, planId);
      const made = stored.stripeSubscriptionId ? app().stripe.billing.subscriptions.get(stored.stripeSubscriptionId) : undefined;
      if (!made || made.status === 'canceled') throw new Error('no subscription stored yet');
      return made;
    });

  /** A customer's request of 2 SnapForm, completed and paid by card (in JMD unless said): deposit, then the final payment. */
  async function cardPlan(customer: Session, currency: CurrencyCode = 'JMD') {
    const request = await submit(customer.auth);
    await setStatus(request.id, 'approved');
    await payByCard(request.id, 'deposit', customer.auth, currency);
    await setStatus(request.id, 'in_progress');
    await setStatus(request.id, 'completed');
    const finalIntent = await payByCard(request.id, 'final', customer.auth, currency);
    const plan = (await plansOf(customer.auth)).find((candidate) => candidate.requestId === request.id)!;
    return { request, plan, subscription: await subscriptionOf(plan.id), finalIntent };
  }

  /** A customer's request of 2 SnapForm, paid in full by bank transfer (recorded by an admin) and completed: an invoice plan in USD. */
  async function offlinePlan(customer: Session) {
    const request = await submit(customer.auth);
    await setStatus(request.id, 'approved');
    await app()
      .t.http.post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin())
      .send({ kind: 'full', method: 'bank_transfer', reference: 'NCB-7' })
      .expect(201);
    await setStatus(request.id, 'in_progress');
    await setStatus(request.id, 'completed');
    const plan = (await plansOf(customer.auth)).find((candidate) => candidate.requestId === request.id)!;
    return { request, plan };
  }

  return { submit, setStatus, payByCard, plansOf, subscriptionOf, cardPlan, offlinePlan };
}
