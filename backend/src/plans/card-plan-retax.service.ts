import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { StripeGateway } from '../payments/stripe-gateway';
import { taxMetadataAgrees } from './card-plan-tax';
import { Plan } from './entities/plan.entity';
import { PlanSubscriptionsService, TAX_ITEM } from './plan-subscriptions.service';

/**
 * Keeps each card plan's subscription billing the tax of its next month: the rate in force on its
 * next billing date for its buyer as they are (a rate taking effect then, a rate changed, the
 * buyer's billing country or exemption changed). A subscription that does not bill that tax gets
 * its tax item replaced and its metadata rewritten, without proration, so the month Stripe bills
 * next is booked with the tax it charged. Run with the plan reconciliation (every 15 minutes).
 * Plans changing currency are left to the change, which prices the new subscription the same way.
 */
@Injectable()
export class CardPlanRetax {
  private readonly logger = new Logger('CardPlanTax');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly subscriptions: PlanSubscriptionsService,
  ) {}

  /** Answers how many subscriptions were repriced. */
  async retaxAll(): Promise<number> {
    const plans = await this.em.fork().find(
      Plan,
      {
        billing: 'card',
        stripeSubscriptionId: { $ne: null },
        status: { $ne: 'canceled' },
        currencyChange: null,
        replacedSubscriptionId: null,
      },
      { populate: ['lines'] },
    );
    let repriced = 0;
    for (const plan of plans) {
      // One subscription Stripe cannot answer about does not keep the others from being repriced.
      await this.retax(plan).then(
        (changed) => (repriced += Number(changed)),
        (error: unknown) => this.logger.error({ err: error }, `Plan ${plan.id}: tax not brought up to date`),
      );
    }
    return repriced;
  }

  private async retax(plan: Plan): Promise<boolean> {
    const lines = plan.lines.getItems();
    const tax = await this.subscriptions.taxOn(plan, plan.currentPeriodEnd);
    const subscription = await this.stripe.retrieveSubscription(plan.stripeSubscriptionId!);
    if (subscription.cancel_at_period_end || taxMetadataAgrees(subscription.metadata, { pricing: plan, lines, tax })) return false;
    const billing = await this.subscriptions.billing(plan, lines, tax);
    const isTax = (item: { metadata?: Stripe.MetadataParam | null }) => Boolean(item.metadata?.[TAX_ITEM]);
    await this.stripe.updateSubscription(subscription.id, {
      items: [...subscription.items.data.filter(isTax).map((item) => ({ id: item.id, deleted: true })), ...billing.items.filter(isTax)],
      metadata: billing.metadata,
      proration_behavior: 'none',
    });
    return true;
  }
}
