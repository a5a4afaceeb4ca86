import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { type CurrencyCode, currencyOfStripe, planMonthlyMinor } from '@voosh/shared';
import type Stripe from 'stripe';
import { conflict, notFound } from '../common/http/api-error';
import { CurrencyService } from '../currency/currency.service';
import { StripeCustomersService } from '../payments/stripe-customers.service';
import { idOf, StripeGateway } from '../payments/stripe-gateway';
import { onStripeEvent } from '../payments/payment.events';
import { DomainEvents } from '../common/events/domain-events';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import type { User } from '../users/entities/user.entity';
import type { ChangePlanCurrencyDto } from './dto/plan.requests';
import type { PlanCurrencyChangeResponse, PlanResponse } from './dto/plan.responses';
import { Plan } from './entities/plan.entity';
import { currencyChangeRefusal, recordCurrencyChange } from './plan-currency-rules';
import { SubscriptionCurrencySwitch } from './subscription-currency-switch.service';
import { lockPlan } from './plan-lock';
import { PlansService } from './plans.service';
import { PLAN_MESSAGES } from './plans.messages';

/** A card confirmed later than this after it was asked for is refused: the rate it carries would be stale. */
export const CARD_SETUP_MAX_AGE_MS = 24 * 60 * 60_000;

/** What became of a confirmed card's change: stored (or already made), or why not. */
type Confirmation = { stored: true } | { stored: false; refusal: string };

/**
 * A customer's change of the currency their plan bills in, from its next month, at today's rate
 *: 'until the customer changes currency'.
 *
 * An invoice plan's is made at once. A card plan's needs a card on the customer's Stripe Customer
 * of the new currency (Stripe bills all of a Customer's subscriptions in one currency, and a saved
 * card belongs to one Customer):
 * 1. `ask` makes a SetupIntent there, carrying the plan, the currency and today's rate, which the
 *    customer confirms with Stripe.js within CARD_SETUP_MAX_AGE_MS;
 * 2. its `setup_intent.succeeded` webhook, or the storefront's `confirm` (should the webhook be
 *    late), stores the change on the plan, once, and only if no other change holds it;
 * 3. SubscriptionCurrencySwitch replaces the subscription once that has committed.
 */
@Injectable()
export class PlanCurrencyRequests implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly customers: StripeCustomersService,
    private readonly currency: CurrencyService,
    private readonly events: DomainEvents,
    private readonly switcher: SubscriptionCurrencySwitch,
    private readonly plans: PlansService,
    private readonly timeline: PurchaseRequestEventsService,
  ) {}

  onModuleInit(): void {
    onStripeEvent<Stripe.SetupIntent>(this.events, 'setup_intent.succeeded', async (em, setup) => {
      await this.cardConfirmed(em, setup);
    });
  }

  /** Step 1 (and the whole change for an invoice plan). Its refusals are checked again under the plan's lock. */
  async ask(customer: User, id: number, dto: ChangePlanCurrencyDto): Promise<PlanCurrencyChangeResponse> {
    const plan = await this.plans.payable(customer, id, ['lines']);
    assertChangeable(plan, dto.currency);
    const rate = this.currency.rateFor(dto.currency);
    if (plan.billing === 'invoice') {
      await this.em.fork().transactional(async (em) => {
        const locked = await lockPlan(em, id);
        assertChangeable(locked.plan, dto.currency);
        await recordCurrencyChange(
          em,
          this.timeline,
          locked,
          { currency: dto.currency, rate, from: locked.plan.currentPeriodEnd },
          customer,
        );
      });
      return { plan: await this.plans.get(customer, id), cardSetup: null };
    }
    if (!plan.stripeSubscriptionId) throw conflict(PLAN_MESSAGES.subscriptionNotReady);
    const setup = await this.stripe.createSetupIntent(
      {
        // The plan's own Stripe Customer (its buyer's), whoever of the company pays for it.
        customer: await this.customers.customerIdOf(plan.user.id, dto.currency),
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        description: `Monthly plan #${plan.id}: billed in ${dto.currency} from the next month`,
        metadata: { planId: String(plan.id), currency: dto.currency, rate: String(rate), askedAt: String(Date.now()) },
      },
      `voosh-plan-currency-${plan.id}-${dto.currency}-${Date.now()}`,
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
    const plan = await this.plans.payable(customer, id);
    if (plan.billing !== 'card') throw notFound(PLAN_MESSAGES.setupNotFound);
    const setup = await this.stripe.retrieveSetupIntent(setupIntentId);
    if (setup?.metadata?.planId !== String(plan.id)) throw notFound(PLAN_MESSAGES.setupNotFound);
    if (setup.status !== 'succeeded') throw conflict(PLAN_MESSAGES.setupNotConfirmed);
    const confirmation = await this.em.fork().transactional((em) => this.cardConfirmed(em, setup));
    if (!confirmation.stored) throw conflict(confirmation.refusal);
    return this.plans.get(customer, id);
  }

  /** Step 2: the confirmed card's change stored on the plan, whichever of the webhook and `confirm` comes first. */
  private async cardConfirmed(em: EntityManager, setup: Stripe.SetupIntent): Promise<Confirmation> {
    const planId = Number(setup.metadata?.planId);
    const currency = currencyOfStripe(setup.metadata?.currency ?? '');
    const rate = Number(setup.metadata?.rate);
    const customer = idOf(setup.customer);
    const paymentMethod = idOf(setup.payment_method);
    if (!Number.isInteger(planId) || !currency || !(rate > 0) || !customer || !paymentMethod) {
      return { stored: false, refusal: PLAN_MESSAGES.setupNotFound };
    }
    const found = await em.findOne(Plan, { id: planId, billing: 'card' }, { fields: ['id'] });
    if (!found) return { stored: false, refusal: PLAN_MESSAGES.setupNotFound };
    const { plan } = await lockPlan(em, planId);
    // Told again, or made already.
    if (plan.currencyChange?.setupIntentId === setup.id || (plan.currency === currency && !plan.currencyChange)) return { stored: true };
    // When it was asked for, by this app's clock to the millisecond (Stripe's `created` counts whole seconds).
    const askedAt = Number(setup.metadata?.askedAt) || setup.created * 1000;
    if (askedAt < Date.now() - CARD_SETUP_MAX_AGE_MS) return { stored: false, refusal: PLAN_MESSAGES.setupExpired };
    // Asked for before the plan's last change (its webhook came late): that change wins.
    if (plan.currencyChangedAt && askedAt < plan.currencyChangedAt.getTime()) {
      return { stored: false, refusal: PLAN_MESSAGES.setupSuperseded };
    }
    const refusal = currencyChangeRefusal(plan, currency);
    if (refusal) return { stored: false, refusal };
    plan.currencyChange = { setupIntentId: setup.id, currency, rate, customer, paymentMethod };
    await em.flush();
    this.events.afterCommit(em, this.switcher.switchPending, { wait: false });
    return { stored: true };
  }
}

function assertChangeable(plan: Plan, currency: CurrencyCode): void {
  const refusal = currencyChangeRefusal(plan, currency);
  if (refusal) throw conflict(refusal);
}
