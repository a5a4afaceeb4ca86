import { paymentKindLabel, REFUNDABLE_PAYMENT_STATUSES } from '@voosh/shared';
import { RefundDialogButton } from '../common/RefundDialogButton';
import { usd } from '../common/format';
import type { PaymentRecord } from '../data/types';
import { refundPayment } from './paymentsApi';
import { PAYMENT_TEXTS } from './paymentTexts';

/** What is left to refund of a payment whose money was taken; 0 when it cannot be refunded. */
export function refundableCents(payment: Pick<PaymentRecord, 'status' | 'amountCents' | 'refundedCents'>): number {
  return REFUNDABLE_PAYMENT_STATUSES.includes(payment.status) ? Math.max(0, payment.amountCents - payment.refundedCents) : 0;
}

/** Refund part or all of a payment, with a reason; the amount is checked against what is left before sending. */
export function RefundButton({ payment }: { payment: PaymentRecord }) {
  const left = refundableCents(payment);
  return (
    <RefundDialogButton
      leftCents={left}
      label={`${PAYMENT_TEXTS.refundButton} payment #${payment.id}`}
      title={`Refund payment #${payment.id}`}
      description={`${paymentKindLabel(payment.kind)}: ${usd(payment.amountCents)} paid, ${usd(payment.refundedCents)} refunded so far; up to ${usd(left)} can be refunded.`}
      success={PAYMENT_TEXTS.refunded}
      failure={PAYMENT_TEXTS.refundFailed}
      refund={(body) => refundPayment(payment.id, body)}
    />
  );
}
