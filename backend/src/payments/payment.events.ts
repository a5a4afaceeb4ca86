import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentKind, PaymentMethod } from '@voosh/shared';
import type Stripe from 'stripe';
import type { DomainEvents } from '../common/events/domain-events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import type { ChargedAmount } from './entities/charged-amount.embeddable';

/** The figures of a payment a receipt names. */
export interface ReceiptPayment {
  id: number;
  kind: PaymentKind;
  method: PaymentMethod;
  charged: Pick<ChargedAmount, 'amountUsdCents' | 'taxUsdCents' | 'currency' | 'amountMinor' | 'rate'>;
  /** The bank or receipt reference of an offline payment. */
  reference: string | null;
}

/** What the card was charged, in the intent's currency (minor units). */
export interface CardCharge {
  chargedMinor: number;
  chargedCurrency: string;
}

export interface RefundFigures {
  amountUsdCents: number;
  /** The tax given back in `amountUsdCents`. */
  taxUsdCents: number;
  amountMinor: number;
  reason: string;
}

// Each event carries the locked request with its customer (`request.user`) loaded.

/** Money was booked on the request (card or offline). */
export class PaymentReceived {
  constructor(
    readonly request: PurchaseRequest,
    readonly payment: ReceiptPayment,
    readonly balanceDueCents: number,
  ) {}
}

/** A card payment failed. */
export class PaymentFailed {
  constructor(
    readonly request: PurchaseRequest,
    readonly payment: ReceiptPayment,
    readonly reason: string,
  ) {}
}

/** Part or all of a payment went back to the customer. */
export class PaymentRefunded {
  constructor(
    readonly request: PurchaseRequest,
    readonly payment: ReceiptPayment,
    readonly refund: RefundFigures,
  ) {}
}

/** A card payment the request no longer accepted is held for the admins' review. */
export class PaymentNeedsReview {
  constructor(
    readonly request: PurchaseRequest,
    readonly payment: ReceiptPayment,
    readonly reason: string,
    readonly charged: CardCharge,
  ) {}
}

/**
 * A verified Stripe event the payments module does not apply itself (everything but its card
 * payments' intents and their refunds: a plan's invoices, subscriptions and setups), raised once
 * per event id in the transaction that stores its first delivery. Listen with `onStripeEvent`.
 */
export class StripeEventReceived {
  constructor(readonly event: Stripe.Event) {}
}

/** Runs `handler` on the object of every StripeEventReceived of `type`. */
export function onStripeEvent<T>(
  events: DomainEvents,
  type: Stripe.Event.Type,
  handler: (em: EntityManager, object: T) => Promise<void>,
): void {
  events.on(StripeEventReceived, async (em, { event }) => {
    if (event.type === type) await handler(em, event.data.object as T);
  });
}
