/**
 * Deposit and balance arithmetic in integer cents: a 50% deposit (rounded up to the cent), the
 * final payment is what remains, a full payment is the whole amount due.
 */
import { NO_TAX, type RequestTaxTerms, type TaxedAmount, taxedAmount } from './tax';

export const PAYMENT_KINDS = ['deposit', 'full', 'final'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const DEPOSIT_PERCENT = 50;
/** The final payment on delivery: the rest. */
export const FINAL_PERCENT = 100 - DEPOSIT_PERCENT;

export function isPaymentKind(x: unknown): x is PaymentKind {
  return (PAYMENT_KINDS as readonly unknown[]).includes(x);
}

/** The request's price before tax is added: the admin's adjusted amount when it is set above 0, else the total. */
export function priceCents(totalCents: number, adjustedCents: number | null): number {
  return adjustedCents !== null && adjustedCents > 0 ? adjustedCents : totalCents;
}

/**
 * What the customer owes in total: the price (the adjusted amount, else the total) with the tax of
 * the request's terms (NO_TAX: the price itself).
 */
export function amountDueCents(totalCents: number, adjustedCents: number | null, tax: RequestTaxTerms = NO_TAX): number {
  return taxedAmount(priceCents(totalCents, adjustedCents), tax).grossMinor;
}

/** A request's amounts as stored: its total, the admin's adjusted amount, and the tax terms it was submitted under. */
export interface RequestAmounts {
  totalCents: number;
  adminAdjustedCents: number | null;
  taxThousandths: number;
  taxIncluded: boolean;
}

/** Net, tax and gross of what a request asks in all (the gross is its amount due). */
export function requestTaxedAmount(request: RequestAmounts): TaxedAmount {
  return taxedAmount(priceCents(request.totalCents, request.adminAdjustedCents), {
    thousandths: request.taxThousandths,
    included: request.taxIncluded,
  });
}

/** What a request asks in all: its price with its tax. */
export function requestAmountDue(request: RequestAmounts): number {
  return requestTaxedAmount(request).grossMinor;
}

/** DEPOSIT_PERCENT of the amount due, rounded up to the cent. */
export function depositCents(amountDue: number): number {
  return Math.ceil((amountDue * DEPOSIT_PERCENT) / 100);
}

/** What remains after `paidCents`, never negative. */
export function finalCents(amountDue: number, paidCents: number): number {
  return Math.max(0, amountDue - paidCents);
}

/** The amount a payment of `kind` charges, given what was already paid (only the final payment looks at it). */
export function paymentAmountCents(kind: PaymentKind, amountDue: number, paidCents = 0): number {
  switch (kind) {
    case 'deposit':
      return depositCents(amountDue);
    case 'full':
      return amountDue;
    case 'final':
      return finalCents(amountDue, paidCents);
  }
}

/** The flag a confirmed card payment returns to the requests page with: /customer/requests?payment=success. */
export const PAYMENT_SUCCESS_PARAM = 'payment';
export const PAYMENT_SUCCESS_VALUE = 'success';
/** The customer's requests page, where every payment starts and ends. */
export const CUSTOMER_REQUESTS_PATH = '/customer/requests';
export const PAYMENT_RETURN_PATH = `${CUSTOMER_REQUESTS_PATH}?${PAYMENT_SUCCESS_PARAM}=${PAYMENT_SUCCESS_VALUE}`;

/** The customer's payment page and its query values: /customer/payment?request={id}&type=deposit|full|final. */
export const PAYMENT_PAGE_PATH = '/customer/payment';
export const PAYMENT_REQUEST_PARAM = 'request';
export const PAYMENT_TYPE_PARAM = 'type';
/** The payment type when the address names none. */
export const DEFAULT_PAYMENT_KIND: PaymentKind = 'deposit';

/** The payment page of a kind of payment of a request: (12, 'final') -> '/customer/payment?request=12&type=final'. */
export function paymentPagePath(requestId: number, kind: PaymentKind): string {
  return `${PAYMENT_PAGE_PATH}?${PAYMENT_REQUEST_PARAM}=${requestId}&${PAYMENT_TYPE_PARAM}=${kind}`;
}
