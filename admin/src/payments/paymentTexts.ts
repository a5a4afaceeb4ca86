import { chargeText, isCurrencyCode, OFFLINE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@voosh/shared';
import { choicesOf } from '../common/choices';
import { REFUND_TEXTS } from '../common/RefundDialogButton';
import type { PaymentRecord } from '../data/types';

/** The methods an admin records a payment made outside the site with, as select choices. */
export const OFFLINE_METHOD_CHOICES = choicesOf(PAYMENT_METHOD_LABELS, OFFLINE_PAYMENT_METHODS);

export const PAYMENT_TEXTS = {
  recordButton: 'Record offline payment',
  recorded: 'Payment recorded',
  recordFailed: 'Failed to record the payment',
  nothingAccepted: 'This request accepts no payment in its current status.',
  noticeFilledIn: (sentOn: string, reference: string) =>
    `The customer reported a bank transfer sent on ${sentOn} with the reference ${reference}: filled in below. Record it once the money is in the account.`,
  refundButton: REFUND_TEXTS.button,
  refunded: 'Payment refunded',
  refundFailed: 'Failed to refund the payment',
  needsReview: 'Needs review',
  cancel: REFUND_TEXTS.cancel,
} as const;

/** A payment's charge in its own currency when that is not US dollars: 'JMD 41,383.13'. */
export function chargedText(payment: Pick<PaymentRecord, 'currency' | 'chargedAmount'>): string {
  return payment.currency !== 'USD' && isCurrencyCode(payment.currency) ? chargeText(payment.chargedAmount, payment.currency) : '';
}
