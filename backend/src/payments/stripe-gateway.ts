import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { ApiError, badRequest } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig, cardPaymentsConfigured } from '../config/app-config';
import { PAYMENT_MESSAGES, REFUND_MESSAGES } from './payments.messages';
import { Metrics } from '../common/metrics/metrics';

/**
 * The Stripe API version every call is made in (its `Stripe-Version` header), pinned here rather
 * than taken from the SDK, so an SDK upgrade cannot change the shapes the app reads unseen: the
 * SDK's types describe only its own version, hence `satisfies` (a newer SDK fails the type check
 * until this is moved to its version, after its API changelog is read). Rule: the webhook endpoint
 * in Stripe's dashboard is set to this same version, since Stripe renders each event's payload in
 * its endpoint's version, not in the caller's; moving this means moving that endpoint too
 * (docs/operations.md, Payments).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** The id of a Stripe field that may hold the object or its id. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Subscription states after which Stripe bills nothing more. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];

/** Stripe's options for an API base other than its own (stripe-mock, a local stand-in). */
function apiBase(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The few Stripe calls the payments module makes, with the keys from the configuration. Card
 * payments are enabled only with all three keys: without the webhook secret no outcome could be
 * trusted. A Stripe failure is logged and answered 502 without Stripe's internals.
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger('Stripe');
  private readonly client?: Stripe;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const { secretKey, apiUrl, timeoutMs } = config.stripe;
    // One retry after a timeout or a 5xx, with the same idempotency key: a customer waits at most about twice timeoutMs.
    if (secretKey) {
      this.client = new Stripe(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 1,
        timeout: timeoutMs,
        telemetry: false,
        ...apiBase(apiUrl),
      });
    }
  }

  get enabled(): boolean {
    return cardPaymentsConfigured(this.config);
  }

  get publishableKey(): string | null {
    return this.enabled ? this.config.stripe.publishableKey! : null;
  }

  /** 503 "Card payments are not configured" unless all keys are set. */
  assertEnabled(): Stripe {
    if (!this.enabled || !this.client) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, PAYMENT_MESSAGES.notConfigured);
    return this.client;
  }

  createIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
    return this.call('create a PaymentIntent', (stripe) => stripe.paymentIntents.create(params, { idempotencyKey }));
  }

  retrieveIntent(id: string): Promise<Stripe.PaymentIntent> {
    return this.call('retrieve a PaymentIntent', (stripe) => stripe.paymentIntents.retrieve(id));
  }

  cancelIntent(id: string): Promise<Stripe.PaymentIntent> {
    return this.call('cancel a PaymentIntent', (stripe) => stripe.paymentIntents.cancel(id));
  }

  createCustomer(params: Stripe.CustomerCreateParams, idempotencyKey: string): Promise<Stripe.Customer> {
    return this.call('create a Customer', (stripe) => stripe.customers.create(params, { idempotencyKey }));
  }

  /** Deletes a Customer (and its saved cards) at Stripe; one Stripe no longer has counts as deleted. */
  async deleteCustomer(id: string): Promise<void> {
    await this.call('delete a Customer', async (stripe) => {
      try {
        return await stripe.customers.del(id);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw error;
      }
    });
  }

  createSetupIntent(params: Stripe.SetupIntentCreateParams, idempotencyKey: string): Promise<Stripe.SetupIntent> {
    return this.call('create a SetupIntent', (stripe) => stripe.setupIntents.create(params, { idempotencyKey }));
  }

  /** The SetupIntent `id`, or null when Stripe has none of that id. */
  retrieveSetupIntent(id: string): Promise<Stripe.SetupIntent | null> {
    return this.call('retrieve a SetupIntent', async (stripe) => {
      try {
        return await stripe.setupIntents.retrieve(id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw error;
      }
    });
  }

  /**
   * The Stripe Product named `id` (made on first use): a plan's subscription items are priced on
   * the product of their catalogue product.
   */
  ensureProduct(id: string, name: string): Promise<string> {
    return this.call('create a Product', async (stripe) => {
      try {
        return (await stripe.products.create({ id, name })).id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists') return id;
        throw error;
      }
    });
  }

  createSubscription(params: Stripe.SubscriptionCreateParams, idempotencyKey: string): Promise<Stripe.Subscription> {
    return this.call('create a Subscription', (stripe) => stripe.subscriptions.create(params, { idempotencyKey }));
  }

  updateSubscription(id: string, params: Stripe.SubscriptionUpdateParams): Promise<Stripe.Subscription> {
    return this.call('update a Subscription', (stripe) => stripe.subscriptions.update(id, params));
  }

  cancelSubscription(id: string): Promise<Stripe.Subscription> {
    return this.call('cancel a Subscription', (stripe) => stripe.subscriptions.cancel(id));
  }

  retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return this.call('retrieve a Subscription', (stripe) => stripe.subscriptions.retrieve(id));
  }

  /** The live subscription of `customer` made for a SetupIntent (its id in the subscription's metadata), if any. */
  async subscriptionOfSetup(customer: string, setupIntentId: string): Promise<Stripe.Subscription | null> {
    const { data } = await this.call('list Subscriptions', (stripe) => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
    return (
      data.find(
        (subscription) =>
          subscription.metadata?.setupIntentId === setupIntentId && !ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status),
      ) ?? null
    );
  }

  /** A subscription's latest invoices, newest first (the reconciliation's view of lost invoice events). */
  async recentInvoices(subscription: string): Promise<Stripe.Invoice[]> {
    return (await this.call('list Invoices', (stripe) => stripe.invoices.list({ subscription, limit: 3 }))).data;
  }

  /** The PaymentIntent that paid a (subscription) invoice, if any. */
  async paymentIntentOfInvoice(invoice: string): Promise<string | null> {
    const { data } = await this.call('list Invoice payments', (stripe) => stripe.invoicePayments.list({ invoice, limit: 1 }));
    const intent = data[0]?.payment.payment_intent;
    return idOf(intent);
  }

  /** What Stripe has refunded so far of a PaymentIntent's charge (its `amount_refunded`), in minor units. */
  async amountRefundedOf(paymentIntent: string): Promise<number> {
    const intent = await this.call('retrieve a PaymentIntent', (stripe) =>
      stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] }),
    );
    const charge = intent.latest_charge;
    return typeof charge === 'object' && charge ? charge.amount_refunded : 0;
  }

  /** The refunds Stripe made of a PaymentIntent's charge, oldest first (at most 100: a charge has a few). */
  async refundsOf(paymentIntent: string): Promise<Stripe.Refund[]> {
    const { data } = await this.call('list refunds', (stripe) => stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }));
    return data.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled').reverse();
  }

  /** The invoice a PaymentIntent paid, if it paid one (a plan's month). */
  async invoiceOfPaymentIntent(paymentIntent: string): Promise<string | null> {
    const { data } = await this.call('list Invoice payments', (stripe) =>
      stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 }),
    );
    const invoice = data[0]?.invoice;
    return idOf(invoice);
  }

  /** A refund at Stripe; one Stripe refuses (more than is left of the charge, refunded meanwhile) is a 409 `refused_by_stripe`. */
  createRefund(params: Stripe.RefundCreateParams, idempotencyKey: string): Promise<Stripe.Refund> {
    return this.call('create a refund', (stripe) => stripe.refunds.create(params, { idempotencyKey }), REFUND_MESSAGES.refusedByStripe);
  }

  /** The event of a webhook call, if its signature checks out with the webhook secret; else 400. */
  verifyEvent(payload: unknown, signature: string | string[] | undefined): Stripe.Event {
    const stripe = this.assertEnabled();
    if (!Buffer.isBuffer(payload) || typeof signature !== 'string' || !signature) throw badRequest(PAYMENT_MESSAGES.invalidSignature);
    try {
      return stripe.webhooks.constructEvent(payload, signature, this.config.stripe.webhookSecret!);
    } catch {
      throw badRequest(PAYMENT_MESSAGES.invalidSignature);
    }
  }

  /**
   * A Stripe call; a failure is a 502 logged as an error, but one Stripe refuses as invalid when
   * the caller says why it may be (`refusal`: what changed at Stripe meanwhile) is that 409, logged as a warning.
   */
  private async call<T>(what: string, request: (stripe: Stripe) => Promise<T>, refusal?: string): Promise<T> {
    const stripe = this.assertEnabled();
    const timer = this.metrics.stripeCalls.startTimer({ operation: what });
    try {
      const answer = await request(stripe);
      timer({ outcome: 'ok' });
      return answer;
    } catch (error) {
      if (refusal && error instanceof Stripe.errors.StripeInvalidRequestError) {
        timer({ outcome: 'refused' });
        this.logger.warn(`Stripe refused to ${what}: ${error.message}`);
        throw new ApiError(HttpStatus.CONFLICT, refusal, { type: 'refused_by_stripe' });
      }
      timer({ outcome: 'error' });
      const detail =
        error instanceof Stripe.errors.StripeError ? `${error.type} ${error.statusCode ?? ''} ${error.message}` : String(error);
      this.logger.error(`Could not ${what}: ${detail}`);
      throw new ApiError(HttpStatus.BAD_GATEWAY, PAYMENT_MESSAGES.providerFailed);
    }
  }
}
