import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { AfterCommit } from '../common/database/after-commit';
import { SerialRun } from '../common/timing/serial-run';
import { ENDED_SUBSCRIPTION_STATUSES, StripeGateway } from '../payments/stripe-gateway';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { type CardCurrencyChange, Plan } from './entities/plan.entity';
import { recordCurrencyChange } from './plan-currency-change';
import { lockPlan } from './plan-lock';
import { PlanSubscriptionsService, subscriptionMetadata } from './plan-subscriptions.service';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
/** Stripe refuses a billing anchor in the past: a new subscription starts at least this far ahead. */
const ANCHOR_LEAD_S = 60;

/**
 * Replaces a card plan's subscription once its change of currency is stored on the plan
 * (`currencyChange`), in steps that each hold on the plan until done, so that a crash or a Stripe
 * outage leaves nothing the next run (after the commit, then the reconciliation) cannot finish,
 * and no month is billed twice:
 * 1. the old subscription is set to end with its period, so it bills no further month whatever
 *    happens next (its events are not applied while the change is under way);
 * 2. the new one is made on the new currency's Stripe Customer and card, anchored where the old
 *    one's period ends (Stripe's word for it), without proration; one made by an earlier attempt
 *    is found by the SetupIntent in its metadata rather than made again;
 * 3. under the plan's lock, it becomes the plan's subscription, with the new currency and rate and
 *    the timeline entry, the old one kept as `replacedSubscriptionId`; a plan ended meanwhile keeps
 *    the new one there instead, to be canceled;
 * 4. the replaced one is canceled at Stripe now (its month is paid), then forgotten.
 */
@Injectable()
export class PlanCurrencySwitchService {
  private readonly logger = new Logger('PlanCurrency');
  private readonly switching = new SerialRun(() => this.switchAll());
  /** Switches once a transaction that stored a change has committed. */
  readonly afterCommit = new AfterCommit(() => void this.switchPending());

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly subscriptions: PlanSubscriptionsService,
    private readonly timeline: PurchaseRequestEventsService,
  ) {}

  /** Every plan with a change under way, one run at a time per instance (the reconciliation calls it too). */
  switchPending(): Promise<void> {
    return this.switching.run();
  }

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
    await this.cancelReplaced(id);
  }

  private async replace(plan: Plan, change: CardCurrencyChange, oldId: string): Promise<void> {
    // Step 1.
    let old = await this.stripe.retrieveSubscription(oldId);
    if (ENDED_SUBSCRIPTION_STATUSES.includes(old.status)) {
      // Ended at Stripe (the dashboard): there is no next month to bill; the reconciliation ends the plan.
      await this.drop(plan.id, change, null);
      return;
    }
    if (!old.cancel_at_period_end) old = await this.stripe.updateSubscription(oldId, { cancel_at_period_end: true });
    // Step 2.
    const periodEnd = old.items.data[0]?.current_period_end ?? unix(plan.currentPeriodEnd);
    const anchor = Math.max(periodEnd, unix(new Date()) + ANCHOR_LEAD_S);
    const made =
      (await this.stripe.subscriptionOfSetup(change.customer, change.setupIntentId)) ??
      (await this.stripe.createSubscription(
        {
          customer: change.customer,
          default_payment_method: change.paymentMethod,
          items: await this.subscriptions.items(change, plan.lines.getItems()),
          billing_cycle_anchor: anchor,
          proration_behavior: 'none',
          metadata: { ...subscriptionMetadata(plan, change), setupIntentId: change.setupIntentId },
          description: `Monthly plan of purchase request #${plan.request.id}`,
        },
        `voosh-plan-${plan.id}-${change.setupIntentId}-${anchor}`,
      ));
    // Step 3.
    const paused = await this.em.fork().transactional(async (em) => {
      const locked = await lockPlan(em, plan.id);
      const { plan: current } = locked;
      if (current.currencyChange?.setupIntentId !== change.setupIntentId || current.status === 'canceled' || current.cancelAtPeriodEnd) {
        await this.drop(plan.id, change, made.id, em);
        return false;
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
      return current.status === 'paused';
    });
    // The admins' pause carries over (should this fail, the reconciliation pauses it).
    if (paused) await this.subscriptions.pauseAtStripe(made.id);
  }

  /** The change is given up (the plan ended or another change holds it); a subscription made for it is left to step 4 to cancel. */
  private async drop(planId: number, change: CardCurrencyChange, madeId: string | null, em?: EntityManager): Promise<void> {
    const apply = async (tx: EntityManager) => {
      const { plan } = await lockPlan(tx, planId);
      if (plan.currencyChange?.setupIntentId === change.setupIntentId) plan.currencyChange = null;
      if (madeId && madeId !== plan.stripeSubscriptionId) plan.replacedSubscriptionId ??= madeId;
      await tx.flush();
    };
    await (em ? apply(em) : this.em.fork().transactional(apply));
  }

  /** Step 4. */
  private async cancelReplaced(id: number): Promise<void> {
    const { replacedSubscriptionId: replaced } = await this.em.fork().findOneOrFail(Plan, id, { refresh: true });
    if (!replaced) return;
    const subscription: Stripe.Subscription = await this.stripe.retrieveSubscription(replaced);
    if (!ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status)) await this.stripe.cancelSubscription(replaced);
    await this.em.fork().nativeUpdate(Plan, { id, replacedSubscriptionId: replaced }, { replacedSubscriptionId: null });
  }
}
