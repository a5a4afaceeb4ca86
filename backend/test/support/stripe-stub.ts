import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../src/payments/stripe-gateway';
import { StripeBillingStub } from './stripe-billing-stub';

export const STUB_SECRET_KEY = 'sk_test_stub_0123456789';

/** The PaymentIntent id of a client secret ('pi_x_secret_y' -> 'pi_x'). */
export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/*
 * The stand-in's objects are Stripe's of the pinned API version, field for field: each extends the
 * SDK's type (of that version only) picked to the fields it answers, so a field the version drops
 * or retypes fails the type check.
 */

export interface StubIntent extends Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'client_secret'
  | 'metadata'
  | 'last_payment_error'
  | 'payment_method'
  | 'customer'
  | 'setup_future_usage'
  | 'created'
  | 'livemode'
> {
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; type: string } | null;
  /** The card it was paid with (set once it succeeds). */
  payment_method: string | null;
  /** The Customer the card is saved on, with `setup_future_usage`. */
  customer: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  livemode: false;
}

export interface StubCustomer extends Pick<Stripe.Customer, 'id' | 'object' | 'email' | 'name' | 'metadata'> {
  email: string;
  name: string | null;
  metadata: Record<string, string>;
}

export interface StubSetupIntent extends Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'status'
  | 'client_secret'
  | 'customer'
  | 'usage'
  | 'allowed_payment_method_types'
  | 'payment_method_types'
  | 'payment_method'
  | 'metadata'
  | 'created'
  | 'livemode'
> {
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  customer: string | null;
  /** As asked (`allowed_payment_method_types`), or null; `payment_method_types` answers what is then offered. */
  allowed_payment_method_types: Stripe.SetupIntent.AllowedPaymentMethodType[] | null;
  /** The card saved on `customer` (set once it succeeds). */
  payment_method: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StubRefund extends Pick<Stripe.Refund, 'id' | 'object' | 'amount' | 'payment_intent' | 'status' | 'metadata'> {
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

/**
 * Stripe's form encoding read back: `metadata[kind]=deposit` -> {metadata: {kind: 'deposit'}},
 * `items[0][price_data][currency]=jmd` -> {items: [{price_data: {currency: 'jmd'}}]}.
 */
export function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = result;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else slot[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return result;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's answer to a call with a parameter the pinned API version does not have. */
const unknownParameter = (name: string): [number, unknown] => [
  400,
  { error: { type: 'invalid_request_error', code: 'parameter_unknown', param: name, message: `Received unknown parameter: ${name}` } },
];

/**
 * A local stand-in for the few Stripe endpoints the payments module calls: create, retrieve and
 * cancel a PaymentIntent, create a refund, a Customer and a SetupIntent; Billing's calls are StripeBillingStub's. A repeated Idempotency-Key answers the first
 * answer, as Stripe does. Tests move intents along (`settle`) as a customer paying would. It
 * speaks the pinned API version (STRIPE_API_VERSION) only: a call in another refuses with 400, so
 * no call the app makes in another version can pass a test.
 */
export class StripeStub {
  private server?: Server;
  port = 0;
  readonly intents = new Map<string, StubIntent>();
  readonly refunds: StubRefund[] = [];
  readonly customers: StubCustomer[] = [];
  readonly setupIntents = new Map<string, StubSetupIntent>();
  /** The Customer each saved card is attached to, by PaymentMethod id (Stripe bills a card only on its own Customer). */
  readonly cardOwners = new Map<string, string>();
  /** Products, subscriptions and their invoices. */
  readonly billing = new StripeBillingStub(
    (amount, currency) => this.succeededIntent(amount, currency),
    (paymentMethod) => this.cardOwners.get(paymentMethod) ?? null,
  );
  /** Every call, as "METHOD /path". */
  readonly calls: string[] = [];
  /** The `Stripe-Version` every call came with ('' for none), refused or not. */
  readonly versions = new Set<string>();
  /** The Idempotency-Key of every POST that carried one, in order, as "METHOD /path key". */
  readonly keyedCalls: string[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** When set, every call answers this status (Stripe being down). */
  failWith?: number;
  /** This many of the next calls answer 500 (after which Stripe is back). */
  failNext = 0;
  /** Calls ("METHOD /path") that answer 500 this many more times. */
  readonly failing = new Map<string, number>();
  private held?: { call: string; times: number; arrived: () => void; release: Promise<void> };
  /** PaymentIntents made, not counting answers replayed for a repeated Idempotency-Key. */
  createdIntents = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * The next `times` calls to `call` ("METHOD /path") are carried out at once but answered only on
   * `release()`, as when Stripe (or the network back from it) is slow; `arrived` resolves when the
   * first comes in.
   */
  hold(call: string, times = 1): { arrived: Promise<void>; release: () => void } {
    let release!: () => void;
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    this.held = { call, times, arrived, release: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived: arrival, release };
  }

  /** What happens when the customer confirms: the intent's new state, as Stripe would hold it. */
  settle(id: string, status: 'succeeded' | 'failed' | 'canceled' | 'processing', message = 'Your card was declined.'): StubIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    if (status === 'failed')
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message, type: 'card_error' } });
    else Object.assign(intent, { status, last_payment_error: status === 'succeeded' ? null : intent.last_payment_error });
    if (status === 'succeeded') intent.payment_method = newId('pm');
    if (status === 'succeeded' && intent.customer && intent.setup_future_usage)
      this.cardOwners.set(intent.payment_method!, intent.customer);
    return structuredClone(intent);
  }

  /** The customer confirms a SetupIntent with a card: the card is saved on its Customer. */
  settleSetup(id: string): StubSetupIntent {
    const setup = this.setupIntents.get(id);
    if (!setup) throw new Error(`no setup intent ${id}`);
    Object.assign(setup, { status: 'succeeded', payment_method: newId('pm') });
    if (setup.customer) this.cardOwners.set(setup.payment_method!, setup.customer);
    return structuredClone(setup);
  }

  /** An intent already paid (a subscription's invoice), which refunds can then be made on. */
  private succeededIntent(amount: number, currency: string): string {
    const id = newId('pi');
    this.intents.set(id, {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'succeeded',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: {},
      last_payment_error: null,
      payment_method: newId('pm'),
      customer: null,
      setup_future_usage: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
    return id;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.route(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await read(request);
    const path = (request.url ?? '').split('?')[0]!;
    const call = `${request.method} ${path}`;
    const version = request.headers['stripe-version'];
    this.calls.push(call);
    this.versions.add(typeof version === 'string' ? version : '');
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (typeof key === 'string') this.keyedCalls.push(`${call} ${key}`);
    const held = this.held?.call === call ? this.held : undefined;
    if (held && --held.times === 0) this.held = undefined;
    const send = async (status: number, answer: unknown) => {
      // Serialized now: a held answer says what Stripe held when the call arrived, whatever changes meanwhile.
      const body = JSON.stringify(answer);
      if (held) {
        held.arrived();
        await held.release;
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(body);
    };
    if (this.failWith) return send(this.failWith, { error: { type: 'api_error', message: 'Stub outage' } });
    const failures = this.failing.get(call) ?? 0;
    if (failures > 0) {
      this.failing.set(call, failures - 1);
      return send(500, { error: { type: 'api_error', message: 'Stub outage' } });
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      return send(500, { error: { type: 'api_error', message: 'Stub outage' } });
    }
    if (request.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (version !== STRIPE_API_VERSION) {
      const message = `This stand-in speaks Stripe-Version ${STRIPE_API_VERSION} only, not ${String(version ?? 'none')}`;
      return send(400, { error: { type: 'invalid_request_error', message } });
    }

    const remembered = typeof key === 'string' ? this.idempotent.get(`${path} ${key}`) : undefined;
    if (remembered) return send(remembered.status, remembered.body);
    const query = new URL(request.url ?? '', 'http://stub').searchParams;
    const [status, answer] =
      this.billing.answer(request.method ?? '', path, parseForm(body), query) ??
      this.answer(request.method ?? '', path, parseForm(body), query);
    if (typeof key === 'string') this.idempotent.set(`${path} ${key}`, { status, body: answer });
    return send(status, answer);
  }

  private answer(method: string, path: string, form: Record<string, unknown>, query: URLSearchParams): [number, unknown] {
    const notFound: [number, unknown] = [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
    ];
    // Gone from the version's PaymentIntent and SetupIntent parameters (allowed_payment_method_types instead).
    if (method === 'POST' && /^\/v1\/(payment|setup)_intents/.test(path) && form.payment_method_types !== undefined)
      return unknownParameter('payment_method_types');
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = newId('pi');
      const intent: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: (form.metadata as Record<string, string>) ?? {},
        last_payment_error: null,
        payment_method: null,
        customer: form.customer === undefined ? null : String(form.customer),
        setup_future_usage:
          form.setup_future_usage === undefined ? null : (String(form.setup_future_usage) as StubIntent['setup_future_usage']),
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      this.intents.set(id, intent);
      this.createdIntents += 1;
      return [200, intent];
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = this.intents.get(intentPath[1]!);
      if (!intent) return notFound;
      if (method === 'GET' && !intentPath[2]) {
        // Its charge (as `expand: ['latest_charge']` gives it), with what was refunded of it.
        const refunded = this.refunds
          .filter((refund) => refund.payment_intent === intent.id)
          .reduce((sum, refund) => sum + refund.amount, 0);
        return [200, { ...intent, latest_charge: { id: `ch_${intent.id}`, object: 'charge', amount_refunded: refunded } }];
      }
      if (method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `This PaymentIntent's status is ${intent.status}`,
              },
            },
          ];
        }
        intent.status = 'canceled';
        return [200, intent];
      }
    }
    const customerPath = /^\/v1\/customers\/(\w+)$/.exec(path);
    if (method === 'DELETE' && customerPath) {
      const index = this.customers.findIndex((customer) => customer.id === customerPath[1]);
      if (index < 0) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such customer' } }];
      this.customers.splice(index, 1);
      return [200, { id: customerPath[1], object: 'customer', deleted: true }];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StubCustomer = {
        id: newId('cus'),
        object: 'customer',
        email: String(form.email),
        name: form.name === undefined ? null : String(form.name),
        metadata: (form.metadata as Record<string, string>) ?? {},
      };
      this.customers.push(customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = newId('seti');
      const allowed = form.allowed_payment_method_types as StubSetupIntent['allowed_payment_method_types'] | undefined;
      const setup: StubSetupIntent = {
        id,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer: form.customer === undefined ? null : String(form.customer),
        usage: String(form.usage ?? 'off_session'),
        allowed_payment_method_types: allowed ?? null,
        payment_method_types: allowed ?? ['card'],
        payment_method: null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      this.setupIntents.set(id, setup);
      return [200, setup];
    }
    const setupPath = /^\/v1\/setup_intents\/(\w+)$/.exec(path);
    if (setupPath && method === 'GET') {
      const setup = this.setupIntents.get(setupPath[1]!);
      return setup ? [200, setup] : notFound;
    }
    if (method === 'GET' && path === '/v1/refunds') {
      // A PaymentIntent's refunds, newest first, as Stripe lists them.
      const data = this.refunds.filter((refund) => refund.payment_intent === query.get('payment_intent')).reverse();
      return [200, { object: 'list', url: '/v1/refunds', has_more: false, data }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(String(form.payment_intent));
      if (!intent) return notFound;
      const refunded = this.refunds.filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
      if (intent.status !== 'succeeded' || amount < 1 || refunded + amount > intent.amount) {
        return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is invalid' } }];
      }
      const refund: StubRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: (form.metadata as Record<string, string>) ?? {},
      };
      this.refunds.push(refund);
      return [200, refund];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}
