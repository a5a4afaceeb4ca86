import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type Stripe from 'stripe';
import { ENDED_SUBSCRIPTION_STATUSES, StripeGateway } from '../payments/stripe-gateway';
import { claimJobPeriod } from '../settings/job-runs';
import { CardPlanRetax } from './card-plan-retax.service';
import { Plan } from './entities/plan.entity';
import { SubscriptionCurrencySwitch } from './subscription-currency-switch.service';
import { PlanStripeEventsService } from './plan-stripe-events.service';
import { PlanSubscriptionsService } from './plan-subscriptions.service';
import { Traced } from '../common/telemetry/traced';
import { Metrics } from '../common/metrics/metrics';

export const PLAN_RECONCILE_JOB = 'plans-reconcile';
export const PLAN_RECONCILE_EVERY_MS = 15 * 60_000;
/** How long a plan's change has had to reach Stripe before the reconciliation pushes the plan's pause there. */
const SETTLED_MS = 60_000;

/**
 * Lost webhooks of card plans: each period, the subscriptions still missing are made, changes of
 * currency left half-done are finished, and every
 * live subscription's state and latest invoices are asked of Stripe and applied as their events
 * would have been (each applies once, whichever comes first).
 */
@Injectable()
export class PlanReconciliationService {
  private readonly logger = new Logger('PlanReconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly subscriptions: PlanSubscriptionsService,
    private readonly stripeEvents: PlanStripeEventsService,
    private readonly switcher: SubscriptionCurrencySwitch,
    private readonly retax: CardPlanRetax,
    private readonly metrics: Metrics,
  ) {}

  @Interval(PLAN_RECONCILE_JOB, PLAN_RECONCILE_EVERY_MS)
  @Traced(`scheduled ${PLAN_RECONCILE_JOB}`)
  async scheduled(): Promise<void> {
    if (!this.stripe.enabled || !(await claimJobPeriod(this.em.fork(), PLAN_RECONCILE_JOB, PLAN_RECONCILE_EVERY_MS - 1000))) return;
    await this.reconcile().catch((error: unknown) => this.logger.error({ err: error }, 'Plan reconciliation failed'));
  }

  /** Answers how many plans were asked about. */
  async reconcile(): Promise<number> {
    await this.subscriptions.provisionPending();
    await this.switcher.switchPending();
    await this.retax.retaxAll();
    const plans = await this.em
      .fork()
      .find(
        Plan,
        { billing: 'card', stripeSubscriptionId: { $ne: null }, status: { $ne: 'canceled' } },
        { fields: ['stripeSubscriptionId'] },
      );
    for (const plan of plans) {
      await this.reconcileOne(plan.stripeSubscriptionId!).then(
        () => this.metrics.reconciliationOutcomes.inc({ kind: 'plan', outcome: 'reconciled' }),
        (error: unknown) => {
          // One subscription Stripe cannot answer about does not keep the others from being reconciled.
          this.metrics.reconciliationOutcomes.inc({ kind: 'plan', outcome: 'failed' });
          this.logger.error({ err: error }, `Plan ${plan.id}: not reconciled`);
        },
      );
    }
    return plans.length;
  }

  /**
   * The admins' pause is this app's to make. A subscription Stripe holds unpaused while its plan is
   * paused is to be paused ('push') once the plan has been so since well before Stripe was read (the
   * call after the subscription was made failed); before that ('wait') a resume may be on its way (it
   * asks Stripe before it commits). Either way Stripe's state is not taken for the plan's this time.
   */
  private async lostPause(subscription: Stripe.Subscription, readAt: Date): Promise<'push' | 'wait' | null> {
    if (subscription.pause_collection || ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status)) return null;
    const plan = await this.em.fork().findOne(Plan, { stripeSubscriptionId: subscription.id }, { fields: ['status', 'updatedAt'] });
    if (plan?.status !== 'paused') return null;
    return plan.updatedAt.getTime() < readAt.getTime() - SETTLED_MS ? 'push' : 'wait';
  }

  private async reconcileOne(subscriptionId: string): Promise<void> {
    const readAt = new Date();
    const [subscription, invoices] = [
      await this.stripe.retrieveSubscription(subscriptionId),
      await this.stripe.recentInvoices(subscriptionId),
    ];
    const unpaused = await this.lostPause(subscription, readAt);
    if (unpaused === 'push') await this.subscriptions.pauseAtStripe(subscriptionId);
    await this.em.fork().transactional(async (em) => {
      // The subscription first: the months booked below change the plan, which would make the snapshot look stale.
      if (!unpaused) await this.stripeEvents.subscriptionChanged(em, subscription, readAt);
      for (const invoice of [...invoices].reverse()) {
        if (invoice.status === 'paid') await this.stripeEvents.invoicePaid(em, invoice);
        else if (invoice.status === 'open' && (invoice.attempt_count ?? 0) > 0) await this.stripeEvents.invoiceFailed(em, invoice);
        else if (invoice.status === 'void') await this.stripeEvents.invoiceWrittenOff(em, invoice, 'void');
        else if (invoice.status === 'uncollectible') await this.stripeEvents.invoiceWrittenOff(em, invoice, 'failed');
      }
    });
  }
}
