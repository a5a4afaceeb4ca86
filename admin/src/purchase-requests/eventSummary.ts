import {
  DOCUMENT_PAYMENT_LABELS,
  isDocumentPaymentKind,
  isPaymentKind,
  PAYMENT_REVIEW_REASONS,
  paymentKindLabel,
  paymentMethodLabel,
  paymentReviewReasonLabel,
  referenceChangeText,
  statusLabel,
  UNKNOWN_REQUEST_EVENT_TEXT,
  unknownKind,
} from '@voosh/shared';
import { usd } from '../common/format';
import type { PurchaseRequestEvent } from '../data/types';

/** Who made a change nobody made (e.g. a payment webhook). */
export const SYSTEM_ACTOR = 'System';

/**
 * Who made an event's change: the person's name (else the system), and the API key that made it
 * for them when one did: 'Ada Lovelace via API key “Accounting sync”'.
 */
export function eventActor({ actor, apiKey }: Pick<PurchaseRequestEvent, 'actor' | 'apiKey'>): string {
  const name = actor?.name ?? SYSTEM_ACTOR;
  return apiKey ? `${name} via API key “${apiKey}”` : name;
}

type Values = Record<string, unknown>;
const cents = (value: unknown) => (typeof value === 'number' ? usd(value) : '—');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A known review reason's label; nothing for a reason this console does not know. */
const knownReviewReason = (value: unknown) =>
  (PAYMENT_REVIEW_REASONS as readonly unknown[]).includes(value) ? paymentReviewReasonLabel(text(value)) : '';

/** A payment as an event describes it: 'Payment #4: 50% Deposit of $187.50, Bank transfer, ref NCB 1'. */
function paymentText(values: Values): string {
  const kind = isPaymentKind(values.kind) ? paymentKindLabel(values.kind) : 'payment';
  const method = paymentMethodLabel(text(values.method));
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
    case 'reference_changed':
      return referenceChangeText(after);
    case 'payment_refunded':
      return `${paymentText(after)}; refunded ${cents(after.refundUsdCents)}${text(after.reason) ? `: ${text(after.reason)}` : ''}`;
    case 'payment_failed':
      return `${paymentText(after)}${text(after.failureMessage) ? `: ${text(after.failureMessage)}` : ''}`;
    case 'payment_needs_review': {
      const reason = knownReviewReason(after.reviewReason);
      return `${paymentText(after)}${reason ? `. ${reason}` : ''}`;
    }
    case 'plan_started':
      return `Plan #${after.planId}: ${text(after.billing) === 'card' ? 'card subscription' : 'monthly invoice'}, ${cents(after.monthlyUsdCents)} a month, first charge ${text(after.firstChargeAt).slice(0, 10)}`;
    case 'plan_month_invoiced':
    case 'plan_month_paid':
    case 'plan_payment_failed':
      return planMonthText(after);
    case 'plan_month_refunded':
      return `${planMonthText(after)}; refunded ${cents(after.refundUsdCents)}${text(after.reason) ? `: ${text(after.reason)}` : ''}`;
    case 'plan_status_changed':
    case 'plan_cancel_requested':
      return `${planStateText(before)} → ${planStateText(after)}`;
    case 'plan_lines_changed':
      return `${cents(before.monthlyUsdCents)} → ${cents(after.monthlyUsdCents)} a month, from the next period`;
    case 'plan_month_written_off':
      return `${planMonthText(after)}: ${text(after.status) === 'void' ? 'voided' : 'marked uncollectible'} at Stripe`;
    case 'plan_currency_changed':
      return `${text(before.currency)} → ${text(after.currency)} at ${String(after.rate)} per USD, from ${text(after.from).slice(0, 10)}`;
    case 'transfer_reported':
      return transferText(after);
    case 'payment_recorded':
    case 'payment_canceled':
      return paymentText(after);
    case 'approval_requested':
      return `${cents(after.amountDueCents)} due, above ${typeof after.approvedCents === 'number' ? `the ${cents(after.approvedCents)} approved` : `the company's ${cents(after.approvalThresholdCents)}`}`;
    case 'approval_given':
    case 'approval_declined':
      return `${cents(after.amountDueCents)}${text(after.note) ? `: ${text(after.note)}` : ''}`;
    default:
      return unknownKind(event.type, UNKNOWN_REQUEST_EVENT_TEXT);
  }
}

/** A customer's notice of a transfer: '50% Deposit of $1,000, sent 2026-11-27, ref INV-2026-00012 (invoice INV-2026-00012): From NCB'. */
function transferText(values: Values): string {
  const kind = isDocumentPaymentKind(values.kind) ? DOCUMENT_PAYMENT_LABELS[values.kind] : 'payment';
  const invoice = text(values.invoiceNumber);
  const note = text(values.note);
  return `${kind} of ${cents(values.amountUsdCents)}, sent ${text(values.sentOn)}, ref ${text(values.reference)}${invoice ? ` (invoice ${invoice})` : ''}${note ? `: ${note}` : ''}. Not booked until recorded.`;
}

/** A plan's month as an event describes it: 'Plan #2, 2026-12-26 to 2027-01-26: $250, Card'. */
function planMonthText(values: Values): string {
  const method = paymentMethodLabel(text(values.method));
  const failure = text(values.failureMessage);
  return `Plan #${values.planId}, ${text(values.periodStart).slice(0, 10)} to ${text(values.periodEnd).slice(0, 10)}: ${cents(values.amountUsdCents)}${method ? `, ${method}` : ''}${failure ? `: ${failure}` : ''}`;
}

/** 'Active', 'Active, ending with the period', 'Paused'. */
const planStateText = (values: Values) =>
  `${statusLabel(text(values.status))}${values.cancelAtPeriodEnd === true ? ', ending with the period' : ''}`;
