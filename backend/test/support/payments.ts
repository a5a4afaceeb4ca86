import { EntityManager } from '@mikro-orm/postgresql';
import type { PurchaseRequestStatus } from '@voosh/shared';
import { PurchaseRequest } from '../../src/purchase-requests/entities/purchase-request.entity';
import Stripe from 'stripe';
import type { EnvVariable } from '../../src/config/env-schema';
import { CurrencyService } from '../../src/currency/currency.service';
import { Payment } from '../../src/payments/entities/payment.entity';
import { STRIPE_API_VERSION } from '../../src/payments/stripe-gateway';
import { PaymentsLedgerService } from '../../src/purchase-requests/payments-ledger.service';
import { PurchaseRequestEvent } from '../../src/purchase-requests/entities/purchase-request-event.entity';
import type { User } from '../../src/users/entities/user.entity';
import { matrixActors } from './accounts';
import type { MatrixActors } from './app-fixture';
import { insertPurchaseRequest } from './commerce-rows';
import { RatesStandIn } from './rates-stand-in';
import { StripeStub, STUB_SECRET_KEY, type StubIntent } from './stripe-stub';
import { createTestApp, type TestApp } from './test-app';
import { TestSmtpServer } from './test-smtp';

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
export const PUBLISHABLE_KEY = 'pk_test_stub_0123456789';
/** The stored rates the rates stand-in serves (odd on purpose). */
export const STORED_RATES = { JMD: 155.873, GBP: 0.7873, EUR: 0.9231 };

export interface PaymentsTestApp {
  t: TestApp;
  stripe: StripeStub;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

/** The app with Stripe pointed at the stand-in, real SMTP, and the rates stand-in's rates stored; `env` adds configuration. */
export async function createPaymentsTestApp(env: Partial<Record<EnvVariable, string>> = {}): Promise<PaymentsTestApp> {
  const [stripe, rates] = await Promise.all([new StripeStub().start(), new RatesStandIn().start()]);
  rates.answer({ result: 'success', base_code: 'USD', rates: { USD: 1, ...STORED_RATES } });
  const t = await createTestApp(
    {
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      CURRENCY_RATES_URL: rates.url,
      ...env,
    },
    { mail: true },
  );
  await t.app.get(CurrencyService).refresh();
  return {
    t,
    stripe,
    smtp: t.mail,
    close: async () => {
      await t.close();
      await Promise.all([stripe.stop(), rates.stop()]);
    },
  };
}

/** The payments app and its authorization-matrix actors for a describe block: started in beforeAll, closed in afterAll. */
export function withPaymentsAppAndActors(ready: (p: PaymentsTestApp, actors: MatrixActors) => void): void {
  let app: PaymentsTestApp | undefined;
  beforeAll(async () => {
    app = await createPaymentsTestApp();
    ready(app, await matrixActors(app.t));
  });
  afterAll(() => app?.close());
}

/** A request of `totalCents` (one line), straight through MikroORM. */
export function requestFor(
  t: TestApp,
  user: User,
  totalCents: number,
  status: PurchaseRequestStatus = 'approved',
  adminAdjustedCents: number | null = null,
) {
  return insertPurchaseRequest(t, user, {
    status,
    adminAdjustedCents,
    items: [{ productName: 'SnapForm', armName: 'VOOSHDesk', quantity: 1, unitSetupCents: totalCents, unitMonthlyCents: 0 }],
  });
}

let eventSequence = 0;
const signer = new Stripe(STUB_SECRET_KEY);

/**
 * A Stripe event about `object` (an intent, a charge), signed as Stripe would sign it (or with
 * `secret`), in the pinned API version: the one the dashboard's webhook endpoint is set to.
 */
export function signedEvent(
  type: string,
  object: StubIntent | object,
  { id = `evt_test_${process.pid}_${++eventSequence}`, secret = WEBHOOK_SECRET } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function deliver(t: TestApp, event: { payload: string; signature: string }) {
  return t.http
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.signature)
    .send(event.payload);
}

/** Settles the intent at the stand-in and delivers the matching event. */
export async function pay(
  t: TestApp,
  stripe: StripeStub,
  intentId: string,
  outcome: 'succeeded' | 'failed' = 'succeeded',
  message?: string,
) {
  const intent = stripe.settle(intentId, outcome, message);
  const event = signedEvent(outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
  await deliver(t, event).expect(200, { received: true });
  return event;
}

export function paymentsOf(t: TestApp, requestId: number): Promise<Payment[]> {
  return t.em().find(Payment, { request: requestId }, { orderBy: { id: 'asc' } });
}

export function eventsOf(t: TestApp, requestId: number): Promise<PurchaseRequestEvent[]> {
  return t.em().find(PurchaseRequestEvent, { request: requestId }, { orderBy: { id: 'asc' } });
}

export async function summaryOf(t: TestApp, requestId: number) {
  return t.app.get(PaymentsLedgerService).summary(t.app.get(EntityManager).fork(), requestId);
}

export async function statusOf(t: TestApp, requestId: number): Promise<PurchaseRequestStatus> {
  return (await t.em().findOneOrFail(PurchaseRequest, requestId)).status;
}

/** Moves a request along as an admin would (the purchase-request endpoints are another module's). */
export function setStatus(t: TestApp, requestId: number, status: PurchaseRequestStatus) {
  return t.em().nativeUpdate(PurchaseRequest, { id: requestId }, { status });
}
