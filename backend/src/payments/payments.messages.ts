import { PURCHASE_REQUEST_MESSAGES } from '../purchase-requests/purchase-requests.messages';
import { formatUsd, CURRENCY_CODES, stripeCurrency, PAYMENT_KINDS, type PaymentKind, type PurchaseRequestStatus } from '@voosh/shared';

const list = (values: readonly string[]) => values.join(', ');

export const PAYMENT_MESSAGES = {
  notConfigured: 'Card payments are not configured',
  notFound: 'Payment not found',
  requestNotFound: PURCHASE_REQUEST_MESSAGES.notFound,
  currency: `currency must be one of ${list(CURRENCY_CODES.map(stripeCurrency))}`,
  paymentType: `paymentType must be one of ${list(PAYMENT_KINDS)}`,
  kind: `kind must be one of ${list(PAYMENT_KINDS)}`,
  providerFailed: 'The card payment service could not complete the request. Please try again later.',
  invalidSignature: 'Invalid Stripe signature',
  processing: 'A payment for this request is already being processed',
  changedMeanwhile: 'This request changed while the payment was being prepared. Please try again.',
  tooLargeForCard: 'This amount is too large for a card payment. Please contact us to pay by bank transfer.',
  tooSmallForCard: 'This amount is too small to charge in this currency. Please choose another currency or contact us.',
  wrongStatus: (kind: PaymentKind, status: PurchaseRequestStatus, allowed: readonly PurchaseRequestStatus[]) =>
    `A ${kind} payment can be made only when the request is ${allowed.join(' or ')}; this request is ${status}`,
  alreadyPaid:
    'A deposit or full payment has already been received for this request; the final payment is due once the work is in progress or completed',
  depositFirst: 'The final payment needs the deposit to be paid first',
  nothingDue: 'Nothing is left to pay on this request',
  overBalance: (balanceCents: number) => `amountCents must be at most the balance due, ${formatUsd(balanceCents)}`,
  notRefundable: (status: string) => `Only a succeeded payment or one that needs review can be refunded; this payment is ${status}`,
} as const;

/** Refusals of a refund, of a request's payment or a plan's month alike. */
export const REFUND_MESSAGES = {
  fullyRefunded: 'This payment has already been refunded in full',
  overRefundable: (refundableCents: number) => `amountCents must be at most what is left to refund, ${formatUsd(refundableCents)}`,
  refundTooSmall: 'This refund is too small to return to the card',
  noCardCharge: 'Stripe holds no card payment to refund for this',
  refusedByStripe:
    'Stripe refused this refund: it may have been refunded meanwhile. What Stripe holds is now recorded; check what is left and try again.',
} as const;
