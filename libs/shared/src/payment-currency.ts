/**
 * Charging in the customer's display currency: USD cents converted to the charged currency's minor
 * units (all four have 2 decimals in Stripe, JMD included), and the figures of a request's payment
 * ledger. A currency is its ISO code (`CurrencyCode`, upper case) everywhere but on Stripe's wire,
 * which wants it in lower case (`stripeCurrency`, `currencyOfStripe`).
 */
import { type CurrencyCode, isCurrencyCode, toChargeMinorUnits } from './currency';
import type { PurchaseRequestStatus } from './purchase-request-status';
import { DEPOSIT_PERCENT, finalCents, paymentAmountCents, type PaymentKind } from './payments';
import { centsToDecimalText, formatDecimalAmount } from './money';

/** A currency as Stripe's API writes it: the ISO code in lower case. */
export type StripeCurrency = Lowercase<CurrencyCode>;

/** `currency` as Stripe's API wants it: 'JMD' -> 'jmd'. */
export function stripeCurrency(currency: CurrencyCode): StripeCurrency {
  return currency.toLowerCase() as StripeCurrency;
}

/** A currency Stripe wrote (any case), as the ISO code it is; null when it is none of the four. */
export function currencyOfStripe(currency: string): CurrencyCode | null {
  const code = currency.toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/** Offline payments are recorded in US dollars. */
export const OFFLINE_PAYMENT_CURRENCY: CurrencyCode = 'USD';

/** Stripe's largest charge in minor units (8 digits) for these currencies. */
export const MAX_CARD_CHARGE_MINOR = 99_999_999;

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const OFFLINE_PAYMENT_METHODS = ['bank_transfer', 'cash', 'other'] as const satisfies readonly PaymentMethod[];
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/**
 * `needs_review`: money Stripe took that the request no longer accepted (see payment-review.ts);
 * kept out of the ledger's paid totals until an admin refunds it or settles it by hand.
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'needs_review'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's status in the customer's words: money under review is never called paid. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Processing',
  succeeded: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  needs_review: 'Under review by our team',
};

/** How each payment method is named to people. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  other: 'Other',
};

/** Statuses of a payment whose money was taken, so an admin may refund it. */
export const REFUNDABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'needs_review'];

/** How each kind of payment is named to people (its badge text). */
export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  deposit: `${DEPOSIT_PERCENT}% Deposit`,
  full: 'Full Payment',
  final: 'Final Payment',
};

/** The customer's pay button of each kind of payment on a request. */
export const PAY_BUTTON_LABELS: Readonly<Record<PaymentKind, string>> = {
  deposit: `Pay ${DEPOSIT_PERCENT}% deposit`,
  full: 'Pay in full',
  final: 'Pay final payment',
};

/** A charged amount as the payment page shows it, code first: (4138313, 'JMD') -> 'JMD 41,383.13'. */
export function chargeText(amountMinor: number, currency: CurrencyCode): string {
  return `${currency} ${formatDecimalAmount(amountMinor)}`;
}

/** The payment page's button, 'Pay {currency} {amount}': (4138313, 'JMD') -> 'Pay JMD 41,383.13'. */
export function payButtonText(amountMinor: number, currency: CurrencyCode): string {
  return `Pay ${chargeText(amountMinor, currency)}`;
}

/** A charged amount with its code: (4138313, 'JMD') -> '41383.13 JMD'. */
export function formatCharge(amountMinor: number, currency: CurrencyCode): string {
  return `${centsToDecimalText(amountMinor)} ${currency}`;
}

/**
 * Minor units to charge for `usdCents` on top of `alreadyUsdCents` paid at the same rate:
 * the conversion of the running total minus that of what came before, so the charges of a
 * request (deposit then final) add up to exactly the conversion of the whole amount due.
 */
export function chargeMinorUnits(usdCents: number, currency: CurrencyCode, rate: number, alreadyUsdCents = 0): number {
  return toChargeMinorUnits(alreadyUsdCents + usdCents, currency, rate) - toChargeMinorUnits(alreadyUsdCents, currency, rate);
}

/**
 * Minor units to refund for `refundUsdCents` of a payment of `amountUsdCents` charged as
 * `amountMinor`, after `refundedUsdCents` (`refundedMinor`, as actually returned) already
 * refunded: the running total stays proportional, and a refund of the whole remainder returns
 * exactly what is left of the charge.
 */
export function refundMinorUnits(payment: RefundablePayment, refundUsdCents: number): number {
  return refundedMinorUnits(payment, payment.refundedUsdCents + refundUsdCents) - payment.refundedMinor;
}

/** A payment as refunds see it: its amount in US cents, as charged in minor units, and what was refunded so far in both. */
export interface RefundablePayment {
  amountUsdCents: number;
  amountMinor: number;
  refundedUsdCents: number;
  refundedMinor: number;
}

/** The minor units a running refund total of `refundedUsdCents` returns (the whole charge for the whole amount). */
export function refundedMinorUnits(payment: Pick<RefundablePayment, 'amountUsdCents' | 'amountMinor'>, refundedUsdCents: number): number {
  return refundedUsdCents >= payment.amountUsdCents
    ? payment.amountMinor
    : Math.round((refundedUsdCents * payment.amountMinor) / payment.amountUsdCents);
}

/** The other way: the US cents of a running refund total of `refundedMinor` (Stripe's `amount_refunded`). */
export function refundedUsdCentsOf(payment: Pick<RefundablePayment, 'amountUsdCents' | 'amountMinor'>, refundedMinor: number): number {
  return refundedMinor >= payment.amountMinor
    ? payment.amountUsdCents
    : Math.round((refundedMinor * payment.amountUsdCents) / payment.amountMinor);
}

/** The per-request figures every purchase-request answer carries (USD cents). */
export interface PaymentSummary {
  amountPaidCents: number;
  balanceDueCents: number;
  depositPaid: boolean;
  fullyPaid: boolean;
}

/**
 * From the amount due, what was paid net of refunds, and whether a deposit (or full) payment
 * still stands. Fully paid means something was due and nothing is left.
 */
export function paymentSummary(amountDue: number, netPaidCents: number, depositStanding: boolean): PaymentSummary {
  const balanceDueCents = finalCents(amountDue, netPaidCents);
  return {
    amountPaidCents: netPaidCents,
    balanceDueCents,
    depositPaid: depositStanding,
    fullyPaid: amountDue > 0 && balanceDueCents === 0,
  };
}

/** Where each kind of payment may be made. */
export const PAYABLE_STATUSES: Readonly<Record<PaymentKind, readonly PurchaseRequestStatus[]>> = {
  deposit: ['approved', 'payment_due'],
  full: ['approved', 'payment_due'],
  final: ['in_progress', 'completed'],
};

export type PaymentRefusal = 'status' | 'already_paid' | 'deposit_first' | 'nothing_due';

/**
 * What a payment of `kind` charges now (USD cents), or why it cannot be made: a deposit or full
 * payment needs nothing paid yet, a final payment needs the deposit paid and a balance left.
 */
export function payableCents(
  kind: PaymentKind,
  status: PurchaseRequestStatus,
  amountDue: number,
  summary: PaymentSummary,
): { amountCents: number } | { refusal: PaymentRefusal } {
  if (!PAYABLE_STATUSES[kind].includes(status)) return { refusal: 'status' };
  if (kind === 'final') {
    if (!summary.depositPaid) return { refusal: 'deposit_first' };
    return summary.balanceDueCents > 0 ? { amountCents: summary.balanceDueCents } : { refusal: 'nothing_due' };
  }
  if (summary.amountPaidCents > 0) return { refusal: 'already_paid' };
  const amountCents = paymentAmountCents(kind, amountDue);
  return amountCents > 0 ? { amountCents } : { refusal: 'nothing_due' };
}

/** Why the payment page cannot take a payment on a request, in the customer's words. */
export const UNPAYABLE_TEXTS = {
  fullyPaid: 'This request is fully paid',
  notApprovedYet: 'This request is not approved yet',
  denied: 'This request was not approved',
  depositPaid: 'The deposit on this request is already paid',
  depositFirst: `The ${DEPOSIT_PERCENT}% deposit on this request is due first`,
  finalNotDueYet: 'The final payment is due once your solution is being developed',
  nothingDue: 'Nothing is due on this request yet',
} as const;

/**
 * Why a payment of `kind` cannot be made on a request now (one of UNPAYABLE_TEXTS), or null when it
 * can: the reasons payableCents refuses, told as what the customer can see of the request.
 */
export function whyUnpayable(kind: PaymentKind, status: PurchaseRequestStatus, amountDue: number, summary: PaymentSummary): string | null {
  const payable = payableCents(kind, status, amountDue, summary);
  if ('amountCents' in payable) return null;
  if (summary.fullyPaid) return UNPAYABLE_TEXTS.fullyPaid;
  if (status === 'submitted' || status === 'under_review') return UNPAYABLE_TEXTS.notApprovedYet;
  if (status === 'denied') return UNPAYABLE_TEXTS.denied;
  switch (payable.refusal) {
    case 'already_paid':
      return UNPAYABLE_TEXTS.depositPaid;
    case 'deposit_first':
      return UNPAYABLE_TEXTS.depositFirst;
    case 'nothing_due':
      return UNPAYABLE_TEXTS.nothingDue;
    case 'status':
      return kind === 'final' ? UNPAYABLE_TEXTS.finalNotDueYet : UNPAYABLE_TEXTS.depositPaid;
  }
}
