import { isPaymentKind, PAYMENT_REVIEW_REASONS, statusLabel } from '@voosh/shared';
import { usd } from '../common/format';
import type { PurchaseRequestEvent } from '../data/types';
import { kindLabel, methodLabel, reviewReasonLabel } from '../payments/paymentTexts';

/** What each kind of timeline event is called. */
export const EVENT_TITLES: Readonly<Record<PurchaseRequestEvent['type'], string>> = {
  created: 'Request submitted',
  status_changed: 'Status changed',
  amount_adjusted: 'Amount adjusted',
  notes_changed: 'Notes changed',
  payment_recorded: 'Payment recorded',
  payment_failed: 'Payment failed',
  payment_refunded: 'Payment refunded',
  payment_canceled: 'Payment canceled',
  payment_needs_review: 'Payment needs review',
};

type Values = Record<string, unknown>;
const cents = (value: unknown) => (typeof value === 'number' ? usd(value) : '—');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A known review reason's label; nothing for a reason this console does not know. */
const knownReviewReason = (value: unknown) =>
  (PAYMENT_REVIEW_REASONS as readonly unknown[]).includes(value) ? reviewReasonLabel(text(value)) : '';

/** A payment as an event describes it: 'Payment #4: 50% Deposit of $187.50, Bank transfer, ref NCB 1'. */
function paymentText(values: Values): string {
  const kind = isPaymentKind(values.kind) ? kindLabel(values.kind) : 'payment';
  const method = methodLabel(text(values.method));
  const reference = text(values.reference);
  return `Payment #${values.paymentId}: ${kind} of ${cents(values.amountUsdCents)}${method ? `, ${method}` : ''}${reference ? `, ref ${reference}` : ''}`;
}

/** One line saying what an event changed. */
export function eventSummary(event: PurchaseRequestEvent): string {
  const before = (event.before ?? {}) as Values;
  const after = (event.after ?? {}) as Values;
  switch (event.type) {
    case 'created':
      return `Submitted from the ${text(after.source) || 'cart'}, total ${cents(after.totalCents)}`;
    case 'status_changed':
      return `${statusLabel(text(before.status))} → ${statusLabel(text(after.status))}`;
    case 'amount_adjusted':
      return `${cents(before.adminAdjustedCents)} → ${cents(after.adminAdjustedCents)}`;
    case 'notes_changed':
      return text(after.adminNotes) ? `“${text(after.adminNotes)}”` : 'Notes cleared';
    case 'payment_refunded':
      return `${paymentText(after)}; refunded ${cents(after.refundUsdCents)}${text(after.reason) ? `: ${text(after.reason)}` : ''}`;
    case 'payment_failed':
      return `${paymentText(after)}${text(after.failureMessage) ? `: ${text(after.failureMessage)}` : ''}`;
    case 'payment_needs_review': {
      const reason = knownReviewReason(after.reviewReason);
      return `${paymentText(after)}${reason ? `. ${reason}` : ''}`;
    }
    default:
      return paymentText(after);
  }
}
