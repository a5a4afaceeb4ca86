import { addMonthsUtc } from '@voosh/shared';
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** One month after `seconds` (UTC), as Stripe bills a monthly price. */
const nextMonth = (seconds: number) => unix(addMonthsUtc(new Date(seconds * 1000), 1));

/*
 * Stripe's objects of the pinned API version, picked to the fields the stand-in answers (as in
 * stripe-stub.ts): a field the version drops or retypes fails the type check.
 */

/** A list as Stripe answers one. */
interface StubList<T> {
  object: 'list';
  data: T[];
  has_more: false;
  url: string;
}

const list = <T>(url: string, data: T[]): StubList<T> => ({ object: 'list', data, has_more: false, url });

export interface StubPrice extends Pick<Stripe.Price, 'currency' | 'unit_amount' | 'product'> {
  unit_amount: number;
  product: string;
  recurring: { interval: string };
}

export interface StubSubscriptionItem extends Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'quantity' | 'metadata' | 'current_period_start' | 'current_period_end'
> {
  price: StubPrice;
  quantity: number;
  metadata: Record<string, string>;
}

export interface StubSubscription extends Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'customer'
  | 'default_payment_method'
  | 'status'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'ended_at'
  | 'pause_collection'
  | 'billing_cycle_anchor'
  | 'metadata'
> {
  customer: string;
  default_payment_method: string | null;
  status: 'active' | 'past_due' | 'canceled';
  metadata: Record<string, string>;
  items: StubList<StubSubscriptionItem>;
}

type StubInvoiceLine = Pick<Stripe.InvoiceLineItem, 'id' | 'amount' | 'period'>;

export interface StubInvoice extends Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'customer'
  | 'currency'
  | 'amount_due'
  | 'amount_paid'
  | 'status'
  | 'attempt_count'
  | 'hosted_invoice_url'
  | 'period_start'
  | 'period_end'
  | 'last_finalization_error'
  | 'parent'
> {
  customer: string;
  status: 'paid' | 'open' | 'void' | 'uncollectible';
  hosted_invoice_url: string;
  last_finalization_error: null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: StubList<StubInvoiceLine>;
}

type Form = Record<string, unknown>;
type Answer = [number, unknown];

const invalid = (message: string, code?: string): Answer => [400, { error: { type: 'invalid_request_error', code, message } }];

/**
 * Stripe Billing as the plans use it: Products, Subscriptions (made, changed, paused, canceled)
 * and their Invoices. Tests bill a month with `renew`, which charges a subscription as Stripe
 * would at its period's end, or refuses to when Stripe would charge nothing (canceled, paused,
 * or ending with its period).
 */
export class StripeBillingStub {
  /** The PaymentIntent that paid each paid invoice, by invoice id. */
  private readonly paidWith = new Map<string, string>();

  /**
   * `payWith` makes the succeeded PaymentIntent that pays an invoice (in the stand-in's intents, so
   * it can be refunded); `ownerOf` answers which Customer a saved card is attached to.
   */
  constructor(
    private readonly payWith: (amount: number, currency: string) => string,
    private readonly ownerOf: (paymentMethod: string) => string | null,
  ) {}

  readonly products = new Map<string, { id: string; object: 'product'; name: string }>();
  readonly subscriptions = new Map<string, StubSubscription>();
  readonly invoices: StubInvoice[] = [];

  /** The next month of `subscriptionId`: paid (the period moves on) or failed (open, one attempt, the subscription past due). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): StubInvoice {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    if (subscription.status === 'canceled' || subscription.pause_collection || subscription.cancel_at_period_end) {
      throw new Error(`Stripe charges nothing more on subscription ${subscriptionId}`);
    }
    const [first] = subscription.items.data;
    const start = first!.current_period_end;
    const end = nextMonth(start);
    const amount = subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const id = newId('in');
    const invoice: StubInvoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      currency: first!.price.currency,
      amount_due: amount,
      amount_paid: outcome === 'paid' ? amount : 0,
      status: outcome === 'paid' ? 'paid' : 'open',
      attempt_count: 1,
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      period_start: start,
      period_end: end,
      last_finalization_error: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: list(`/v1/invoices/${id}/lines`, [{ id: newId('il'), amount, period: { start, end } }]),
    };
    this.invoices.push(invoice);
    if (outcome === 'paid') {
      this.paidWith.set(id, this.payWith(amount, invoice.currency));
      for (const item of subscription.items.data) Object.assign(item, { current_period_start: start, current_period_end: end });
      subscription.status = 'active';
    } else subscription.status = 'past_due';
    return structuredClone(invoice);
  }

  /** An open invoice Stripe stops collecting: voided, or marked uncollectible (as its dunning settings may do after the last retry). */
  writeOff(invoiceId: string, status: 'void' | 'uncollectible'): StubInvoice {
    const invoice = this.invoices.find((candidate) => candidate.id === invoiceId);
    if (!invoice || invoice.status !== 'open') throw new Error(`invoice ${invoiceId} is not open`);
    invoice.status = status;
    return structuredClone(invoice);
  }

  /** The PaymentIntent that paid a paid invoice. */
  intentOf(invoiceId: string): string {
    const intent = this.paidWith.get(invoiceId);
    if (!intent) throw new Error(`invoice ${invoiceId} is not paid`);
    return intent;
  }

  /** The answer of a Billing call, or null when the call is not Billing's. */
  answer(method: string, path: string, form: Form, query: URLSearchParams): Answer | null {
    if (method === 'POST' && path === '/v1/products') {
      const id = String(form.id ?? newId('prod'));
      if (this.products.has(id)) return invalid(`Product already exists: ${id}`, 'resource_already_exists');
      const product = { id, object: 'product' as const, name: String(form.name) };
      this.products.set(id, product);
      return [200, product];
    }
    if (method === 'POST' && path === '/v1/subscriptions') return this.create(form);
    if (method === 'GET' && path === '/v1/invoice_payments') {
      // By invoice, or by the PaymentIntent that paid one.
      const byIntent = query.get('payment[payment_intent]');
      const paid = [...this.paidWith].filter(([invoice, intent]) => (byIntent ? intent === byIntent : invoice === query.get('invoice')));
      const data = paid.map(
        ([invoice, intent]) =>
          ({
            id: newId('inpay'),
            object: 'invoice_payment',
            invoice,
            payment: { type: 'payment_intent', payment_intent: intent },
          }) satisfies Pick<Stripe.InvoicePayment, 'id' | 'object' | 'invoice' | 'payment'>,
      );
      return [200, list('/v1/invoice_payments', data)];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const data = [...this.subscriptions.values()].filter((subscription) => subscription.customer === query.get('customer'));
      return [200, list('/v1/subscriptions', data)];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const subscription = query.get('subscription');
      const data = this.invoices.filter((invoice) => invoice.parent.subscription_details.subscription === subscription).reverse();
      return [200, list('/v1/invoices', data.slice(0, Number(query.get('limit') ?? 10)))];
    }
    const match = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (!match) return null;
    const subscription = this.subscriptions.get(match[1]!);
    if (!subscription)
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }];
    if (method === 'GET') return [200, subscription];
    if (subscription.status === 'canceled')
      return invalid('A canceled subscription can only update its cancellation_details and metadata.');
    if (method === 'DELETE') {
      Object.assign(subscription, { status: 'canceled', canceled_at: unix(new Date()), ended_at: unix(new Date()) });
      return [200, subscription];
    }
    if (method === 'POST') return this.update(subscription, form);
    return null;
  }

  private create(form: Form): Answer {
    const product = (price: Form) => String(price.product);
    const items = (form.items as Form[] | undefined) ?? [];
    if (items.some((item) => !this.products.has(product(item.price_data as Form)))) return invalid('No such product');
    // Stripe pauses a subscription's collection only once it is made (an update).
    if (form.pause_collection !== undefined) return invalid('Received unknown parameter: pause_collection');
    const customer = String(form.customer);
    if (form.default_payment_method !== undefined && this.ownerOf(String(form.default_payment_method)) !== customer)
      return invalid(`The customer does not have a payment method with the ID ${String(form.default_payment_method)}.`, 'resource_missing');
    // Stripe: a Customer's live subscriptions all bill in one currency.
    const currencies = new Set(items.map((item) => String((item.price_data as Form).currency)));
    for (const live of this.subscriptions.values()) {
      if (live.customer === customer && live.status !== 'canceled') live.items.data.forEach((item) => currencies.add(item.price.currency));
    }
    if (currencies.size > 1) return invalid('You cannot combine currencies on a single customer.', 'currency_mismatch');
    const anchor = Number(form.billing_cycle_anchor);
    const id = newId('sub');
    const subscription: StubSubscription = {
      id,
      object: 'subscription',
      customer,
      default_payment_method: form.default_payment_method === undefined ? null : String(form.default_payment_method),
      status: 'active',
      cancel_at_period_end: form.cancel_at_period_end === 'true',
      canceled_at: null,
      ended_at: null,
      pause_collection: null,
      billing_cycle_anchor: anchor,
      metadata: (form.metadata as Record<string, string>) ?? {},
      items: list(`/v1/subscription_items?subscription=${id}`, []),
    };
    for (const item of items) subscription.items.data.push(this.item(item, unix(new Date()), anchor));
    this.subscriptions.set(subscription.id, subscription);
    return [200, subscription];
  }

  private update(subscription: StubSubscription, form: Form): Answer {
    if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    if (form.metadata) Object.assign(subscription.metadata, form.metadata);
    if (form.pause_collection !== undefined)
      subscription.pause_collection =
        form.pause_collection === '' ? null : { behavior: (form.pause_collection as { behavior: 'void' }).behavior, resumes_at: null };
    if (form.items) {
      const [current] = subscription.items.data;
      for (const change of form.items as Form[]) {
        if (change.deleted === 'true') subscription.items.data = subscription.items.data.filter((item) => item.id !== change.id);
        else subscription.items.data.push(this.item(change, current!.current_period_start, current!.current_period_end));
      }
    }
    return [200, subscription];
  }

  private item(form: Form, start: number, end: number): StubSubscriptionItem {
    const price = form.price_data as Form;
    return {
      id: newId('si'),
      object: 'subscription_item',
      price: {
        currency: String(price.currency),
        unit_amount: Number(price.unit_amount),
        product: String(price.product),
        recurring: { interval: String((price.recurring as Form).interval) },
      },
      quantity: Number(form.quantity ?? 1),
      metadata: (form.metadata as Record<string, string>) ?? {},
      current_period_start: start,
      current_period_end: end,
    };
  }
}
