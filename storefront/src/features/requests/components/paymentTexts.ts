import { chargeText, refundedMinorUnits } from '@voosh/shared';
import type { RequestPayment } from '../api/useRequestPayments';

/** What a payment charged, in its currency as charged: 'JMD 29,531.25'. */
export function paymentAmountText(payment: RequestPayment): string {
  return chargeText(payment.chargedAmount, payment.currency);
}

/** What was refunded of a payment so far, in its currency: the refunded share of the charge. */
export function refundedAmountText(payment: RequestPayment): string {
  return chargeText(
    refundedMinorUnits({ amountUsdCents: payment.amountCents, amountMinor: payment.chargedAmount }, payment.refundedCents),
    payment.currency,
  );
}
