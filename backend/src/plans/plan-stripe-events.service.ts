import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { type CurrencyCode, currencyOfStripe, planMonthlyCents, planMonthlyMinor, type PlanStatus } from '@voosh/shared';
import type Stripe from 'stripe';
import { DomainEvents } from '../common/events/domain-events';
import { onStripeEvent } from '../payments/payment.events';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { taxOfInvoice } from './card-plan-tax';
import { chargeLinesOf, PlanCharge } from './entities/plan-charge.entity';
import { idOf } from '../payments/stripe-gateway';
import { Plan } from './entities/plan.entity';
import { type LockedPlan, lockPlan } from './plan-lock';
import { PlanMonthInvoiced, PlanMonthPaid, PlanPaymentFailed, PlanStatusChanged } from './plan.events';
import { chargeValues } from './plan-values';

/** Stripe's message when a failed invoice carries none. */
export const RENEWAL_DECLINED = 'The card was declined for the monthly charge.';

/**
 * What Stripe says of card plans: `invoice.paid` books a month (and ends a past due), an
 * `invoice.payment_failed` makes the plan past due (the customer and the admins are told once),
 * `invoice.voided` and `.marked_uncollectible` close a month that will not be paid,
 * `customer.subscription.updated` and `.deleted` keep status, period and cancellation in step.
 * Each runs in the transaction that stores its event's first delivery (StripeWebhookService), and
 * each is also what the reconciliation applies when it finds an event lost: a month is recorded
 * once per Stripe invoice, a paid month never goes back.
 */
@Injectable()
export class PlanStripeEventsService implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly timeline: PurchaseRequestEventsService,
  ) {}

  onModuleInit(): void {
    onStripeEvent<Stripe.Invoice>(this.events, 'invoice.paid', (em, invoice) => this.invoicePaid(em, invoice));
    onStripeEvent<Stripe.Invoice>(this.events, 'invoice.payment_failed', (em, invoice) => this.invoiceFailed(em, invoice));
    onStripeEvent<Stripe.Invoice>(this.events, 'invoice.voided', (em, invoice) => this.invoiceWrittenOff(em, invoice, 'void'));
    onStripeEvent<Stripe.Invoice>(this.events, 'invoice.marked_uncollectible', (em, invoice) =>
      this.invoiceWrittenOff(em, invoice, 'failed'),
    );
    for (const type of ['customer.subscription.updated', 'customer.subscription.deleted'] as const) {
      onStripeEvent<Stripe.Subscription>(this.events, type, (em, subscription) => this.subscriptionChanged(em, subscription));
    }
  }

  async invoicePaid(em: EntityManager, invoice: Stripe.Invoice): Promise<void> {
    // The subscription's first invoice is for nothing: the project's total held the first month.
    if (invoice.amount_paid === 0) return;
    const month = await this.unpaidMonthOf(em, invoice);
    if (!month) return;
    const { plan, request, charge, isNew, current } = month;
    const before = plan.status;
    Object.assign(charge, { status: 'paid', paidAt: new Date(), method: 'card' });
    // A month a replaced subscription was paid for is booked (the money came in), but it says nothing of the plan's state now.
    if (current && plan.status === 'past_due') plan.status = 'active';
    if (current && charge.periodEnd > plan.currentPeriodEnd) {
      Object.assign(plan, { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd });
    }
    await em.flush();
    if (isNew) await this.events.raise(em, new PlanMonthInvoiced(plan, request, charge));
    this.timeline.append(
      em,
      request,
      null,
      'plan_month_paid',
      { planStatus: before },
      { ...chargeValues(charge), planStatus: plan.status },
    );
    await this.events.raise(em, new PlanMonthPaid(plan, request, charge));
  }

  async invoiceFailed(em: EntityManager, invoice: Stripe.Invoice): Promise<void> {
    const month = await this.unpaidMonthOf(em, invoice);
    if (!month) return;
    const { plan, request, charge, isNew, current } = month;
    const failureMessage = invoice.last_finalization_error?.message || RENEWAL_DECLINED;
    const payUrl = invoice.hosted_invoice_url ?? charge.payUrl;
    // The same failure told again (the reconciliation reading an open invoice): nothing new to record.
    if (!isNew && plan.status !== 'active' && charge.failureMessage === failureMessage && charge.payUrl === payUrl) return;
    Object.assign(charge, { failureMessage, payUrl });
    const before = plan.status;
    // A replaced subscription's last month failing is recorded with its pay link, but the plan bills on another: it is not past due.
    if (current && before === 'active') plan.status = 'past_due';
    await em.flush();
    if (isNew) await this.events.raise(em, new PlanMonthInvoiced(plan, request, charge));
    this.timeline.append(
      em,
      request,
      null,
      'plan_payment_failed',
      { planStatus: before },
      {
        ...chargeValues(charge),
        planStatus: plan.status,
        failureMessage: charge.failureMessage,
      },
    );
    if (before !== 'past_due' && plan.status === 'past_due') await this.events.raise(em, new PlanPaymentFailed(plan, request, charge));
  }

  /**
   * A month Stripe will not collect: voided (`void`) or marked uncollectible (`failed`, Stripe
   * gave up on it). Only a month this app recorded (its payment failed first) changes; its pay link
   * goes, since the invoice can no longer be paid. The plan's status follows Stripe's subscription events.
   */
  async invoiceWrittenOff(em: EntityManager, invoice: Stripe.Invoice, status: 'void' | 'failed'): Promise<void> {
    const known = invoice.id ? await em.findOne(PlanCharge, { stripeInvoiceId: invoice.id }, { fields: ['id'] }) : null;
    if (!known) return;
    const month = await this.unpaidMonthOf(em, invoice);
    if (!month || month.charge.status !== 'open') return;
    const { request, charge } = month;
    Object.assign(charge, { status, payUrl: null });
    await em.flush();
    this.timeline.append(em, request, null, 'plan_month_written_off', { status: 'open' }, chargeValues(charge));
  }

  /**
   * `readAt`: when the reconciliation read this subscription from Stripe. A plan changed since (a
   * webhook or an admin's change landed meanwhile) knows better than that snapshot, which is then
   * left for the next run.
   */
  async subscriptionChanged(em: EntityManager, subscription: Stripe.Subscription, readAt?: Date): Promise<void> {
    const locked = await this.lock(em, { stripeSubscriptionId: subscription.id }, subscription.metadata);
    if (!locked) return;
    const { plan, request } = locked;
    if (plan.status === 'canceled') return; // final: a late update changes nothing
    // A subscription replaced by a change of currency: its end is not the plan's.
    if (plan.stripeSubscriptionId !== subscription.id) return;
    // A change of currency under way sets its subscription to end; what it says then is the switch's doing.
    if (plan.currencyChange) return;
    if (readAt && plan.updatedAt > readAt) return;
    const before = { status: plan.status, cancelAtPeriodEnd: plan.cancelAtPeriodEnd };
    const status = planStatusOf(subscription);
    plan.status = status;
    plan.cancelAtPeriodEnd = subscription.cancel_at_period_end;
    if (status === 'canceled') plan.canceledAt = new Date((subscription.canceled_at ?? Date.now() / 1000) * 1000);
    const item = subscription.items?.data[0];
    if (item?.current_period_end) {
      Object.assign(plan, {
        currentPeriodStart: new Date(item.current_period_start * 1000),
        currentPeriodEnd: new Date(item.current_period_end * 1000),
      });
    }
    await em.flush();
    if (before.status !== plan.status || before.cancelAtPeriodEnd !== plan.cancelAtPeriodEnd) {
      this.timeline.append(em, request, null, 'plan_status_changed', before, {
        status: plan.status,
        cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
      });
    }
    if (before.status !== plan.status) await this.events.raise(em, new PlanStatusChanged(plan, request, before.status));
  }

  /**
   * The plan (locked) and month of an invoice, with whether this is the month's first event and
   * whether the invoice is of the plan's current subscription (not one a change of currency
   * replaced); null when the month is paid already (it never changes) or the plan is not ours.
   */
  private async unpaidMonthOf(
    em: EntityManager,
    invoice: Stripe.Invoice,
  ): Promise<(LockedPlan & { charge: PlanCharge; isNew: boolean; current: boolean }) | null> {
    const locked = await this.lockOf(em, invoice);
    if (!locked) return null;
    const current = locked.plan.stripeSubscriptionId === subscriptionOf(invoice);
    const { charge, isNew } = await this.chargeOf(em, locked.plan, invoice);
    return charge.status === 'paid' ? null : { ...locked, charge, isNew, current };
  }

  /** The plan of an invoice's subscription, locked (by its stored id, else by the plan id in the subscription's metadata). */
  private lockOf(em: EntityManager, invoice: Stripe.Invoice): Promise<LockedPlan | null> {
    const subscription = subscriptionOf(invoice);
    return subscription
      ? this.lock(em, { stripeSubscriptionId: subscription }, invoice.parent?.subscription_details?.metadata ?? null)
      : Promise.resolve(null);
  }

  private async lock(
    em: EntityManager,
    where: { stripeSubscriptionId: string },
    metadata: Stripe.Metadata | null,
  ): Promise<LockedPlan | null> {
    const byMetadata = Number(metadata?.planId);
    const found =
      (await em.findOne(Plan, where, { fields: ['id'] })) ??
      (Number.isInteger(byMetadata) ? await em.findOne(Plan, { id: byMetadata, billing: 'card' }, { fields: ['id'] }) : null);
    if (!found) return null;
    const locked = await lockPlan(em, found.id);
    locked.plan.stripeSubscriptionId ??= where.stripeSubscriptionId;
    return locked;
  }

  /** The month of a Stripe invoice, recorded on its first event. */
  private async chargeOf(em: EntityManager, plan: Plan, invoice: Stripe.Invoice): Promise<{ charge: PlanCharge; isNew: boolean }> {
    const existing = await em.findOne(PlanCharge, { stripeInvoiceId: invoice.id });
    if (existing) return { charge: existing, isNew: false };
    const period = invoice.lines?.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
    const periodStart = new Date(period.start * 1000);
    const pricing = pricingOf(plan, invoice);
    const amountUsdCents = usdCentsOf(plan, pricing, invoice.amount_due);
    // The tax its subscription billed (the terms of the rate in force when it was last priced).
    const tax = taxOfInvoice(invoice.parent?.subscription_details?.metadata, invoice.amount_due, amountUsdCents);
    const charge = em.create(PlanCharge, {
      ...tax?.columns,
      plan,
      lines: chargeLinesOf(plan.lines.getItems()),
      periodStart,
      periodEnd: new Date(period.end * 1000),
      charged: {
        amountUsdCents,
        taxUsdCents: tax?.taxUsdCents ?? 0,
        currency: pricing.currency,
        amountMinor: invoice.amount_due,
        rate: pricing.rate ?? invoice.amount_due / Math.max(amountUsdCents, 1),
      },
      stripeInvoiceId: invoice.id ?? null,
      dueAt: periodStart,
    });
    await em.flush();
    return { charge, isNew: true };
  }
}

const subscriptionOf = (invoice: Stripe.Invoice): string | null => idOf(invoice.parent?.subscription_details?.subscription);

/**
 * The currency and rate an invoice was billed at: its subscription's (kept in the subscription's
 * metadata, since a replaced subscription's last invoices are not in the plan's currency), else
 * the plan's (subscriptions made before that).
 */
function pricingOf(plan: Plan, invoice: Stripe.Invoice): Pricing {
  const metadata = invoice.parent?.subscription_details?.metadata;
  const rate = Number(metadata?.rate);
  const currency = currencyOfStripe(invoice.currency) ?? plan.currency;
  // Subscriptions made before the ISO codes wrote the currency in lower case, as Stripe does.
  if (currencyOfStripe(metadata?.currency ?? '') === currency && rate > 0) return { currency, rate };
  return { currency, rate: currency === plan.currency ? plan.rate : null };
}

/** A month's currency and rate; the rate is unknown for an invoice in another currency than the plan's from a subscription that did not say its own. */
interface Pricing {
  currency: CurrencyCode;
  rate: number | null;
}

/**
 * The US cents of a month Stripe billed `amountMinor` for: the lines' total when that is what they
 * price in the plan's currency and rate (always, unless the lines or the currency changed since the
 * invoice was made), else the amount at the rate it was billed at.
 */
function usdCentsOf(plan: Plan, pricing: Pricing, amountMinor: number): number {
  const lines = plan.lines.getItems();
  const asPlanned = pricing.currency === plan.currency && planMonthlyMinor(lines, plan.currency, plan.rate) === amountMinor;
  // Without a rate, the lines' US total is the best word on what the month was worth.
  return asPlanned || pricing.rate === null ? planMonthlyCents(lines) : Math.round(amountMinor / pricing.rate);
}

/** Stripe's subscription status as a plan's. */
export function planStatusOf(subscription: Pick<Stripe.Subscription, 'status' | 'pause_collection'>): PlanStatus {
  // A paused collection is the admins' pause, whatever Stripe's status (a past-due subscription stays past_due when paused).
  if (subscription.pause_collection && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') return 'paused';
  switch (subscription.status) {
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'paused':
      return 'paused';
    default:
      return 'active';
  }
}
