import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { SerialRun } from '../common/timing/serial-run';
import { ENDED_SUBSCRIPTION_STATUSES, StripeGateway } from '../payments/stripe-gateway';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { type CardCurrencyChange, Plan } from './entities/plan.entity';
import { recordCurrencyChange } from './plan-currency-rules';
import { lockPlan } from './plan-lock';
import { PlanSubscriptionsService, subscriptionMetadata } from './plan-subscriptions.service';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
/** Stripe refuses a billing anchor in the past: a new subscription starts at least this far ahead. */
const ANCHOR_LEAD_S = 60;

/**
 * Replaces a card plan's subscription once its change of currency is stored on the plan
 * (`currencyChange`), in steps that each hold on the plan until done, so that a crash or a Stripe
 * outage leaves nothing the next run (after the commit, then the reconciliation) cannot finish,
 * and no month is billed twice or left uncollected. Nothing is canceled at once (Stripe would stop
 * collecting the Customer's open invoices): subscriptions are set to end with their period.
 * 1. The old subscription is set to end with its period, so it bills no further month whatever
 *    happens next (its subscription events are not applied while the change is under way). Its
 *    currency and rate go into its metadata, for its invoices still to come.
 * 2. The new one is made on the new currency's Stripe Customer and card, anchored where the old
 *    one's period ends (Stripe's word for it, fixed on the plan by the first attempt), without
 *    proration; one made by an earlier attempt is found by the SetupIntent in its metadata. A
 *    paused plan's is paused at once.
 * 3. Under the plan's lock it becomes the plan's subscription, with the new currency and rate and
 *    the timeline entry, the old one kept as `replacedSubscriptionId`. A plan ended or past due
 *    meanwhile, or an old subscription ended before its period's end (the dashboard), gives the
 *    change up and keeps the new one there instead.
 * 4. The subscription kept there is checked to be set to end at Stripe, then forgotten.
 */
@Injectable()
export class SubscriptionCurrencySwitch {
  private readonly logger = new Logger('PlanCurrency');
  private readonly switching = new SerialRun(() => this.switchAll());

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly subscriptions: PlanSubscriptionsService,
    private readonly timeline: PurchaseRequestEventsService,
  ) {}

  /** Every plan with a change under way, one run at a time per instance (the reconciliation calls it too). */
  readonly switchPending = (): Promise<void> => this.switching.run();

  private async switchAll(): Promise<void> {
    const pending = await this.em
      .fork()
      .find(Plan, { $or: [{ currencyChange: { $ne: null } }, { replacedSubscriptionId: { $ne: null } }] }, { fields: ['id'] });
    for (const { id } of pending) {
      await this.switchOne(id).catch((error: unknown) => this.logger.error({ err: error }, `Plan ${id}: currency change not finished yet`));
    }
  }

  private async switchOne(id: number): Promise<void> {
    const plan = await this.em.fork().findOneOrFail(Plan, id, { populate: ['lines'] });
    if (plan.currencyChange && plan.stripeSubscriptionId) await this.replace(plan, plan.currencyChange, plan.stripeSubscriptionId);
    await this.endReplaced(id);
  }

  private async replace(plan: Plan, change: CardCurrencyChange, oldId: string): Promise<void> {
    // Step 1.
    let old = await this.stripe.retrieveSubscription(oldId);
    if (endedEarly(old) || givenUp(plan)) return this.giveUp(plan.id, change);
    if (!ended(old) && (!old.cancel_at_period_end || !old.metadata?.rate)) {
      old = await this.stripe.updateSubscription(oldId, {
        cancel_at_period_end: true,
        metadata: { currency: plan.currency, rate: String(plan.rate) },
      });
    }
    // Step 2.
    const anchor = await this.anchorOf(plan.id, change, periodEndOf(old) ?? unix(plan.currentPeriodEnd));
    if (anchor === null) return; // the change was given up meanwhile
    const billing = await this.subscriptions.billing(
      change,
      plan.lines.getItems(),
      await this.subscriptions.taxOn(plan, new Date(anchor * 1000)),
    );
    let made =
      (await this.stripe.subscriptionOfSetup(change.customer, change.setupIntentId)) ??
      (await this.stripe.createSubscription(
        {
          customer: change.customer,
          default_payment_method: change.paymentMethod,
          items: billing.items,
          billing_cycle_anchor: anchor,
          proration_behavior: 'none',
          metadata: { ...subscriptionMetadata(plan, change), ...billing.metadata, setupIntentId: change.setupIntentId },
          description: `Monthly plan of purchase request #${plan.request.id}`,
        },
        `voosh-plan-${plan.id}-${change.setupIntentId}-${anchor}`,
      ));
    if (plan.status === 'paused' && !made.pause_collection) made = await this.subscriptions.pauseAtStripe(made.id);
    // Ended in the dashboard while this was made: the plan ends, not the change.
    if (endedEarly(await this.stripe.retrieveSubscription(oldId))) return this.giveUp(plan.id, change, made.id);
    // Step 3.
    const stored = await this.em.fork().transactional(async (em) => {
      const locked = await lockPlan(em, plan.id);
      const { plan: current } = locked;
      if (current.currencyChange?.setupIntentId !== change.setupIntentId || givenUp(current)) {
        return { orphan: await this.drop(em, plan.id, change, made.id) };
      }
      const from = new Date(unix(current.currentPeriodEnd) >= anchor ? current.currentPeriodEnd : anchor * 1000);
      Object.assign(current, {
        replacedSubscriptionId: current.stripeSubscriptionId,
        stripeSubscriptionId: made.id,
        currencyChange: null,
        currentPeriodEnd: from,
      });
      await recordCurrencyChange(em, this.timeline, locked, { ...change, from }, locked.request.user);
      await this.subscriptions.storeItemIds(em, current.lines.getItems(), made);
      return { paused: current.status === 'paused' };
    });
    if ('orphan' in stored) {
      await this.endAtStripe(stored.orphan ?? null);
      return this.keepOld(plan.id, oldId);
    }
    // A pause or resume that landed between steps 2 and 3 (asked of the old subscription) carries over.
    if (stored.paused !== Boolean(made.pause_collection)) {
      await (stored.paused ? this.subscriptions.pauseAtStripe(made.id) : this.stripe.updateSubscription(made.id, { pause_collection: '' }));
    }
  }

  /** The anchor fixed on the change, or fixed now from the old subscription's period end; null when the change is no longer the plan's. */
  private async anchorOf(planId: number, change: CardCurrencyChange, periodEnd: number): Promise<number | null> {
    const earliest = unix(new Date()) + ANCHOR_LEAD_S;
    if (change.anchor && change.anchor >= earliest) return change.anchor;
    return this.em.fork().transactional(async (em) => {
      const { plan } = await lockPlan(em, planId);
      if (plan.currencyChange?.setupIntentId !== change.setupIntentId) return null;
      const kept = plan.currencyChange.anchor;
      const anchor = kept && kept >= earliest ? kept : Math.max(periodEnd, earliest);
      plan.currencyChange = { ...plan.currencyChange, anchor };
      await em.flush();
      return anchor;
    });
  }

  /**
   * A change given up after step 1 set the old subscription to end: unless the plan is ending
   * anyway, the old one goes on billing it.
   */
  private async keepOld(planId: number, oldId: string): Promise<void> {
    const plan = await this.em.fork().findOneOrFail(Plan, planId, { refresh: true });
    if (plan.stripeSubscriptionId !== oldId || plan.status === 'canceled' || plan.cancelAtPeriodEnd) return;
    const old = await this.stripe.retrieveSubscription(oldId);
    if (!ended(old) && old.cancel_at_period_end) await this.stripe.updateSubscription(oldId, { cancel_at_period_end: false });
  }

  /** Gives the change up; a subscription made for it is set to end. */
  private async giveUp(planId: number, change: CardCurrencyChange, madeId?: string): Promise<void> {
    const made = madeId ?? (await this.stripe.subscriptionOfSetup(change.customer, change.setupIntentId))?.id ?? null;
    const orphan = await this.em.fork().transactional((em) => this.drop(em, planId, change, made));
    await this.endAtStripe(orphan);
  }

  /**
   * Clears the change (if still this one) and keeps a subscription made for it to be set to end
   * (step 4); answers it instead when that place is taken, for the caller to end at once.
   */
  private async drop(em: EntityManager, planId: number, change: CardCurrencyChange, madeId: string | null): Promise<string | null> {
    const { plan } = await lockPlan(em, planId);
    if (plan.currencyChange?.setupIntentId === change.setupIntentId) plan.currencyChange = null;
    let orphan: string | null = null;
    if (madeId && madeId !== plan.stripeSubscriptionId && madeId !== plan.replacedSubscriptionId) {
      if (plan.replacedSubscriptionId === null) plan.replacedSubscriptionId = madeId;
      else orphan = madeId;
    }
    await em.flush();
    return orphan;
  }

  /** Step 4. */
  private async endReplaced(id: number): Promise<void> {
    const { replacedSubscriptionId: replaced } = await this.em.fork().findOneOrFail(Plan, id, { refresh: true });
    if (!replaced) return;
    await this.endAtStripe(replaced);
    await this.em.fork().nativeUpdate(Plan, { id, replacedSubscriptionId: replaced }, { replacedSubscriptionId: null });
  }

  /** A subscription set to end with its period (unless it has ended): it bills nothing more. */
  private async endAtStripe(subscriptionId: string | null): Promise<void> {
    if (!subscriptionId) return;
    const subscription = await this.stripe.retrieveSubscription(subscriptionId);
    if (!ended(subscription) && !subscription.cancel_at_period_end) {
      await this.stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    }
  }
}

/** A plan ended, ending, or past due (a month failed just before the change: it is paid in the old currency first) takes no change. */
const givenUp = (plan: Plan) => plan.status === 'canceled' || plan.status === 'past_due' || plan.cancelAtPeriodEnd;

const ended = (subscription: Stripe.Subscription) => ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status);
const periodEndOf = (subscription: Stripe.Subscription): number | null => subscription.items.data[0]?.current_period_end ?? null;

/** Ended before its period's end: canceled at once (the dashboard, an admin), not run out after step 1 set it to end. */
function endedEarly(subscription: Stripe.Subscription): boolean {
  if (!ended(subscription)) return false;
  const endedAt = subscription.ended_at ?? subscription.canceled_at ?? 0;
  const periodEnd = periodEndOf(subscription);
  return periodEnd === null || endedAt < periodEnd - ANCHOR_LEAD_S;
}
