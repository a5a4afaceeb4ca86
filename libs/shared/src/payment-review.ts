/**
 * Which open card payments a request still accepts, and what becomes of a card success it no
 * longer accepts: such money is never booked as a normal payment but kept as `needs_review`
 * (see PAYMENT_STATUSES) for an admin to refund or settle with the customer. The backend applies
 * these rules under the request's row lock.
 */
import type { CurrencyCode } from './currency';
import { currencyOfStripe, payableCents, type PaymentStatus, type PaymentSummary } from './payment-currency';
import type { PaymentKind } from './payments';
import type { PurchaseRequestStatus } from './purchase-request-status';

export const PAYMENT_REVIEW_REASONS = ['charge_mismatch', 'intent_canceled', 'request_status', 'amount_changed', 'overpayment'] as const;
export type PaymentReviewReason = (typeof PAYMENT_REVIEW_REASONS)[number];

/** Why a payment needs review, as admins read it (the alert e-mail, the payment list). */
export const PAYMENT_REVIEW_REASON_LABELS: Readonly<Record<PaymentReviewReason, string>> = {
  charge_mismatch: 'Stripe charged another amount or currency than the payment was made for',
  intent_canceled: 'The payment had been canceled (an offline payment, a denial or a new amount) when the card was charged',
  request_status: 'The request no longer accepted this payment in its current status',
  amount_changed: 'The amount due changed after this payment was started',
  overpayment: 'The request was already paid, so this payment would pay more than is due',
};

/** What a request accepts now: its status, its amount due and its ledger (without the payment in question). */
export interface RequestTerms {
  status: PurchaseRequestStatus;
  amountDueCents: number;
  summary: PaymentSummary;
}

/** A card payment as stored, and what Stripe says it charged. */
export interface CardSuccess {
  kind: PaymentKind;
  status: PaymentStatus;
  amountUsdCents: number;
  amountMinor: number;
  currency: CurrencyCode;
  chargedMinor: number;
  /** As Stripe wrote it (lower case). */
  chargedCurrency: string;
}

/**
 * True when a payment of `kind` for `amountUsdCents` is exactly what the request would ask for
 * now: an open intent the request no longer accepts (its status, its amount due or what was paid
 * meanwhile changed) is canceled.
 */
export function acceptsPayment(terms: RequestTerms, kind: PaymentKind, amountUsdCents: number): boolean {
  const payable = payableCents(kind, terms.status, terms.amountDueCents, terms.summary);
  return 'amountCents' in payable && payable.amountCents === amountUsdCents;
}

/**
 * Null when a card success can be booked; else why it needs review, the most telling reason
 * first: a charge that differs from the stored intent, an intent canceled here, more than the
 * balance due, a status that takes no such payment, an amount due that changed since.
 */
export function paymentReviewReason(payment: CardSuccess, terms: RequestTerms): PaymentReviewReason | null {
  if (payment.chargedMinor !== payment.amountMinor || currencyOfStripe(payment.chargedCurrency) !== payment.currency)
    return 'charge_mismatch';
  if (payment.status === 'canceled') return 'intent_canceled';
  if (payment.amountUsdCents > terms.summary.balanceDueCents) return 'overpayment';
  const payable = payableCents(payment.kind, terms.status, terms.amountDueCents, terms.summary);
  if ('refusal' in payable)
    return payable.refusal === 'already_paid' || payable.refusal === 'nothing_due' ? 'overpayment' : 'request_status';
  return payable.amountCents === payment.amountUsdCents ? null : 'amount_changed';
}
