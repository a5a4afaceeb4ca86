import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { chargeMinorUnits, isoDay, stripeCurrency, taxPercentText } from '@voosh/shared';
import type Stripe from 'stripe';
import { SerialRun } from '../common/timing/serial-run';
import { idOf, StripeGateway } from '../payments/stripe-gateway';
import { type SaleTaxColumns, saleTaxColumns } from '../purchase-requests/sale-tax';
import { SettingsService } from '../settings/settings.service';
import { User } from '../users/entities/user.entity';
import { addedMonthTaxMinor, taxMetadata } from './card-plan-tax';
import { PlanLine } from './entities/plan-line.entity';
import { Plan } from './entities/plan.entity';

/** A catalogue product's Stripe Product id: 'Lead Magnet Pro' -> 'voosh_lead_magnet_pro'. */
export const stripeProductId = (productName: string) =>
  `voosh_${productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/** The metadata key marking a subscription's tax item (its value: the rate as printed). */
export const TAX_ITEM = 'tax';

/**
 * The Stripe side of card plans. Every call is made with no lock held; what it answers is stored
 * afterwards. Subscriptions bill each line in the plan's currency at the plan's rate, and the
 * month's tax as an item of its own, monthly from the end of the plan's first month, on the
 * customer and card the completing payment saved.
 */
@Injectable()
export class PlanSubscriptionsService {
  private readonly logger = new Logger('PlanSubscriptions');
  private readonly provisioning = new SerialRun(() => this.provisionAll());

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly settings: SettingsService,
  ) {}

  /** Makes the subscription of every card plan still without one; one run at a time per instance. */
  provisionPending(): Promise<void> {
    return this.provisioning.run();
  }

  private async provisionAll(): Promise<void> {
    const pending = await this.em
      .fork()
      .find(
        Plan,
        { billing: 'card', stripeSubscriptionId: null, status: { $ne: 'canceled' } },
        { populate: ['lines', 'cardPayment', 'request'] },
      );
    for (const plan of pending) {
      await this.provision(plan).catch((error: unknown) => this.logger.error({ err: error }, `Plan ${plan.id}: subscription not made yet`));
    }
  }

  /** The idempotency key is the plan's: a retry (or another instance) gets the same subscription. */
  private async provision(plan: Plan): Promise<void> {
    const intent = await this.stripe.retrieveIntent(plan.cardPayment!.stripePaymentIntentId!);
    const customer = idOf(intent.customer);
    const paymentMethod = idOf(intent.payment_method);
    if (!customer || !paymentMethod) throw new Error(`PaymentIntent ${intent.id} saved no card on a customer`);
    const lines = plan.lines.getItems();
    const { items, metadata } = await this.billing(plan, lines, await this.taxOn(plan, plan.currentPeriodEnd));
    const subscription = await this.stripe.createSubscription(
      {
        customer,
        default_payment_method: paymentMethod,
        items,
        billing_cycle_anchor: Math.floor(plan.currentPeriodEnd.getTime() / 1000),
        proration_behavior: 'none',
        // A plan canceled (at its period's end) before its subscription was made stays so.
        cancel_at_period_end: plan.cancelAtPeriodEnd,
        metadata: { ...subscriptionMetadata(plan, plan), ...metadata },
        description: `Monthly plan of purchase request #${plan.request.id}`,
      },
      `voosh-plan-${plan.id}`,
    );
    const status = await this.em.fork().transactional(async (em) => {
      const locked = await em.findOneOrFail(Plan, plan.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // A webhook of the new subscription may have stored its id first; another id is never replaced.
      if (locked.stripeSubscriptionId !== null && locked.stripeSubscriptionId !== subscription.id) return null;
      locked.stripeSubscriptionId = subscription.id;
      await em.flush();
      await this.storeItemIds(em, lines, subscription);
      return locked.status;
    });
    // An admin ended the plan while the subscription was being made: it must not charge.
    if (status === 'canceled') await this.stripe.cancelSubscription(subscription.id);
    // Paused before or meanwhile (Stripe pauses a subscription once made; should this fail, the reconciliation pauses it).
    else if (status === 'paused') await this.pauseAtStripe(subscription.id);
  }

  pauseAtStripe(subscriptionId: string): Promise<Stripe.Subscription> {
    return this.stripe.updateSubscription(subscriptionId, { pause_collection: { behavior: 'void' } });
  }

  /**
   * The tax of a card plan's month billed on `day`, for its buyer as they are now (the settings'
   * rate in force that day): what its subscription is to bill from then.
   */
  async taxOn(plan: Pick<Plan, 'user'>, day: Date): Promise<SaleTaxColumns> {
    const buyer = await this.em.fork().findOneOrFail(User, plan.user.id);
    return saleTaxColumns((await this.settings.current()).taxSettings, buyer, isoDay(day));
  }

  /**
   * What a subscription bills for `lines` under `tax`: each line priced in a currency at a rate (the
   * plan's, or the one it changes to), the month's tax as an item of its own (our calculation, not
   * Stripe Tax), and the metadata its invoices' months are booked from.
   */
  async billing(
    pricing: Pick<Plan, 'currency' | 'rate'>,
    lines: readonly PlanLine[],
    tax: SaleTaxColumns,
  ): Promise<{ items: Stripe.SubscriptionCreateParams.Item[]; metadata: Record<string, string> }> {
    const items = await this.items(pricing, lines);
    const taxMinor = addedMonthTaxMinor({ pricing, lines, tax });
    if (taxMinor > 0) items.push(await this.taxItem(pricing, tax, taxMinor));
    return { items, metadata: taxMetadata({ pricing, lines, tax }) };
  }

  /** The month's tax as a subscription item: one a month, marked `tax` in its metadata. */
  private async taxItem(
    pricing: Pick<Plan, 'currency'>,
    tax: SaleTaxColumns,
    taxMinor: number,
  ): Promise<Stripe.SubscriptionCreateParams.Item> {
    const name = `${tax.taxRateName} ${taxPercentText(tax.taxThousandths)}%`;
    const product = await this.stripe.ensureProduct(stripeProductId(`tax ${tax.taxRateName}`), tax.taxRateName ?? name);
    return {
      price_data: { currency: stripeCurrency(pricing.currency), product, unit_amount: taxMinor, recurring: { interval: 'month' } },
      quantity: 1,
      metadata: { [TAX_ITEM]: name },
    };
  }

  private async items(
    pricing: Pick<Plan, 'currency' | 'rate'>,
    lines: readonly PlanLine[],
  ): Promise<Stripe.SubscriptionCreateParams.Item[]> {
    const items: Stripe.SubscriptionCreateParams.Item[] = [];
    for (const line of lines) {
      const product = await this.stripe.ensureProduct(stripeProductId(line.productName), line.productName);
      items.push({
        price_data: {
          currency: stripeCurrency(pricing.currency),
          product,
          unit_amount: chargeMinorUnits(line.unitMonthlyCents, pricing.currency, pricing.rate),
          recurring: { interval: 'month' },
        },
        quantity: line.quantity,
        metadata: { planLineId: String(line.id) },
      });
    }
    return items;
  }

  /** Remembers which subscription item bills which line (matched by the line id in the item's metadata). */
  async storeItemIds(em: EntityManager, lines: readonly PlanLine[], subscription: Stripe.Subscription): Promise<void> {
    for (const item of subscription.items.data) {
      const line = lines.find((candidate) => String(candidate.id) === item.metadata?.planLineId);
      if (line) await em.nativeUpdate(PlanLine, { id: line.id }, { stripeItemId: item.id });
    }
  }
}

/**
 * What a subscription carries besides its plan and request: the currency and rate it bills at, so
 * that a month it billed is booked at its own rate after a change of currency replaced it.
 */
export function subscriptionMetadata(plan: Pick<Plan, 'id' | 'request'>, pricing: Pick<Plan, 'currency' | 'rate'>): Stripe.MetadataParam {
  return { planId: String(plan.id), requestId: String(plan.request.id), currency: pricing.currency, rate: String(pricing.rate) };
}
