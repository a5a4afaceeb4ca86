import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { currencyCodeOf, type PaymentCurrency, planMonthlyMinor } from '@voosh/shared';
import type Stripe from 'stripe';
import { AfterCommit } from '../common/database/after-commit';
import { conflict, notFound } from '../common/http/api-error';
import { CurrencyService } from '../currency/currency.service';
import { StripeCustomersService } from '../payments/stripe-customers.service';
import { StripeGateway } from '../payments/stripe-gateway';
import { StripeWebhookService } from '../payments/stripe-webhook.service';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import type { User } from '../users/entities/user.entity';
import type { ChangePlanCurrencyDto } from './dto/plan.requests';
import type { PlanCurrencyChangeResponse, PlanResponse } from './dto/plan.responses';
import { Plan } from './entities/plan.entity';
import { type LockedPlan, lockPlan } from './plan-lock';
import { idOf, PlanSubscriptionsService } from './plan-subscriptions.service';
import { PlansService } from './plans.service';
import { PLAN_MESSAGES } from './plans.messages';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A customer's change of the currency their plan bills in, from its next month, at today's rate
 * (issue 15 §1: 'until the customer changes currency').
 *
 * An invoice plan's is stored at once. A card plan's needs a card on the customer's Stripe
 * Customer of the new currency (Stripe bills a Customer's subscriptions in one currency, and a
 * saved card belongs to one Customer), so:
 * 1. `ask` makes a SetupIntent there, which the customer confirms with Stripe.js;
 * 2. its `setup_intent.succeeded` webhook, or the storefront's `confirm` (should the webhook be
 *    late), stores the change on the plan;
 * 3. once that has committed, `switchPending` makes the new subscription, anchored on the next
 *    charge with no proration, stores it as the plan's, and cancels the old one at Stripe (the
 *    month under way is paid). Each step is kept on the plan until done, so the reconciliation
 *    finishes whatever a crash or Stripe outage left.
 */
@Injectable()
export class PlanCurrencyService implements OnModuleInit {
  private readonly logger = new Logger('PlanCurrency');
  private readonly switchAfterCommit = new AfterCommit(() => void this.switchPending());
  private switching?: Promise<void>;

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly customers: StripeCustomersService,
    private readonly currency: CurrencyService,
    private readonly webhooks: StripeWebhookService,
    private readonly subscriptions: PlanSubscriptionsService,
    private readonly plans: PlansService,
    private readonly timeline: PurchaseRequestEventsService,
  ) {}

  onModuleInit(): void {
    this.switchAfterCommit.watch(this.em);
    this.webhooks.on('setup_intent.succeeded', (em, event) => this.cardConfirmed(em, event.data.object as Stripe.SetupIntent));
  }

  /** Step 1 (and the whole change for an invoice plan). */
  async ask(customer: User, id: number, dto: ChangePlanCurrencyDto): Promise<PlanCurrencyChangeResponse> {
    const plan = await this.em.fork().findOne(Plan, { id, user: customer.id }, { populate: ['lines'] });
    if (!plan) throw notFound(PLAN_MESSAGES.notFound);
    assertChangeable(plan, dto.currency);
    const rate = this.currency.rateFor(currencyCodeOf(dto.currency));
    if (plan.billing === 'invoice') {
      await this.em.fork().transactional(async (em) => {
        const locked = await lockPlan(em, id);
        assertChangeable(locked.plan, dto.currency);
        await this.apply(em, locked, dto.currency, rate, customer);
      });
      return { plan: await this.plans.get(customer, id), cardSetup: null };
    }
    if (!plan.stripeSubscriptionId) throw conflict(PLAN_MESSAGES.subscriptionNotReady);
    const setup = await this.stripe.createSetupIntent(
      {
        customer: await this.customers.customerIdOf(customer.id, dto.currency),
        usage: 'off_session',
        payment_method_types: ['card'],
        description: `Monthly plan #${plan.id}: billed in ${dto.currency.toUpperCase()} from the next month`,
        metadata: { planId: String(plan.id), currency: dto.currency, rate: String(rate) },
      },
      `voosh-plan-currency-${plan.id}-${dto.currency}-${unix(new Date())}`,
    );
    return {
      plan: await this.plans.get(customer, id),
      cardSetup: {
        setupIntentId: setup.id,
        clientSecret: setup.client_secret!,
        publishableKey: this.stripe.publishableKey!,
        currency: dto.currency,
        rate,
        monthlyMinor: planMonthlyMinor(plan.lines.getItems(), dto.currency, rate),
      },
    };
  }

  /** Step 2 from the storefront, once Stripe.js has confirmed the card: the SetupIntent is read from Stripe, never taken from the client. */
  async confirm(customer: User, id: number, setupIntentId: string): Promise<PlanResponse> {
    const plan = await this.em.fork().findOne(Plan, { id, user: customer.id });
    if (!plan) throw notFound(PLAN_MESSAGES.notFound);
    if (plan.billing !== 'card') throw notFound(PLAN_MESSAGES.setupNotFound);
    const setup = await this.stripe.retrieveSetupIntent(setupIntentId);
    if (setup?.metadata?.planId !== String(plan.id)) throw notFound(PLAN_MESSAGES.setupNotFound);
    if (setup.status !== 'succeeded') throw conflict(PLAN_MESSAGES.setupNotConfirmed);
    await this.em.fork().transactional((em) => this.cardConfirmed(em, setup));
    return this.plans.get(customer, id);
  }

  /** Step 2: the confirmed card's change stored on the plan (once, whichever of the webhook and `confirm` comes first). */
  private async cardConfirmed(em: EntityManager, setup: Stripe.SetupIntent): Promise<void> {
    const planId = Number(setup.metadata?.planId);
    const currency = setup.metadata?.currency as PaymentCurrency | undefined;
    const rate = Number(setup.metadata?.rate);
    const customer = idOf(setup.customer);
    const paymentMethod = idOf(setup.payment_method);
    if (!Number.isInteger(planId) || !currency || !(rate > 0) || !customer || !paymentMethod) return;
    const found = await em.findOne(Plan, { id: planId, billing: 'card' }, { fields: ['id'] });
    if (!found) return;
    const { plan } = await lockPlan(em, planId);
    const already = plan.currencyChange?.setupIntentId === setup.id;
    if (already || plan.status === 'canceled' || plan.cancelAtPeriodEnd || plan.currency === currency) return;
    plan.currencyChange = { setupIntentId: setup.id, currency, rate, customer, paymentMethod };
    await em.flush();
    this.switchAfterCommit.mark(em);
  }

  /** Step 3 for every plan with a change under way; one run at a time per instance (the reconciliation calls it too). */
  switchPending(): Promise<void> {
    this.switching ??= this.switchAll().finally(() => (this.switching = undefined));
    return this.switching;
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
    if (plan.currencyChange) await this.replaceSubscription(plan);
    await this.cancelReplaced(id);
  }

  /** The new currency's subscription, then stored as the plan's under its lock (keyed by the SetupIntent: a retry gets the same one). */
  private async replaceSubscription(plan: Plan): Promise<void> {
    const change = plan.currencyChange!;
    const createdPaused = plan.status === 'paused';
    const subscription = await this.stripe.createSubscription(
      {
        customer: change.customer,
        default_payment_method: change.paymentMethod,
        items: await this.subscriptions.items(change, plan.lines.getItems()),
        billing_cycle_anchor: unix(plan.currentPeriodEnd),
        proration_behavior: 'none',
        ...(createdPaused ? { pause_collection: { behavior: 'void' as const } } : {}),
        metadata: { planId: String(plan.id), requestId: String(plan.request.id) },
        description: `Monthly plan of purchase request #${plan.request.id}`,
      },
      `voosh-plan-${plan.id}-${change.setupIntentId}`,
    );
    const stored = await this.em.fork().transactional(async (em) => {
      const current = await lockPlan(em, plan.id);
      const locked = current.plan;
      if (locked.currencyChange?.setupIntentId !== change.setupIntentId) return null;
      if (locked.status === 'canceled' || locked.cancelAtPeriodEnd) {
        // Ended while the subscription was being made: the change has no month left to bill.
        locked.currencyChange = null;
        await em.flush();
        return { ended: true, locked };
      }
      Object.assign(locked, {
        replacedSubscriptionId: locked.stripeSubscriptionId,
        stripeSubscriptionId: subscription.id,
        currencyChange: null,
      });
      await this.apply(em, current, change.currency, change.rate, current.request.user);
      await this.subscriptions.storeItemIds(em, locked.lines.getItems(), subscription);
      return { ended: false, locked };
    });
    if (!stored) return;
    if (stored.ended) await this.stripe.cancelSubscription(subscription.id);
    // A pause or resume that landed while the subscription was being made is carried over (once it is stored, they are refused until reloaded).
    else if ((stored.locked.status === 'paused') !== createdPaused)
      await this.stripe.updateSubscription(subscription.id, { pause_collection: createdPaused ? '' : { behavior: 'void' } });
  }

  /** The old subscription ends at Stripe (its month is paid); remembered on the plan until Stripe has ended it. */
  private async cancelReplaced(id: number): Promise<void> {
    const { replacedSubscriptionId: replaced } = await this.em.fork().findOneOrFail(Plan, id, { refresh: true });
    if (!replaced) return;
    const subscription = await this.stripe.retrieveSubscription(replaced);
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await this.stripe.cancelSubscription(replaced);
    await this.em.fork().nativeUpdate(Plan, { id, replacedSubscriptionId: replaced }, { replacedSubscriptionId: null });
  }

  /** The plan's new currency and rate, from its next month, on the request's timeline. */
  private async apply(
    em: EntityManager,
    { plan, request }: LockedPlan,
    currency: PaymentCurrency,
    rate: number,
    actor: User,
  ): Promise<void> {
    const before = { currency: plan.currency, rate: plan.rate };
    Object.assign(plan, { currency, rate });
    await em.flush();
    this.timeline.append(em, request, actor, 'plan_currency_changed', before, {
      planId: plan.id,
      currency,
      rate,
      monthlyMinor: planMonthlyMinor(plan.lines.getItems(), currency, rate),
      from: plan.currentPeriodEnd.toISOString(),
    });
  }
}

/** Checked before Stripe is asked and again under the plan's lock. */
function assertChangeable(plan: Plan, currency: PaymentCurrency): void {
  if (plan.status === 'canceled') throw conflict(PLAN_MESSAGES.canceled);
  if (plan.cancelAtPeriodEnd) throw conflict(PLAN_MESSAGES.endingNoNextMonth);
  if (plan.status === 'past_due') throw conflict(PLAN_MESSAGES.pastDueCurrency);
  if (plan.currencyChange || plan.replacedSubscriptionId) throw conflict(PLAN_MESSAGES.currencyChangePending);
  if (plan.currency === currency) throw conflict(PLAN_MESSAGES.sameCurrency(currency));
}
