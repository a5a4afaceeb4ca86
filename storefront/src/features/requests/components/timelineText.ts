import {
  chargeText,
  DOCUMENT_PAYMENT_LABELS,
  formatUsd,
  isDocumentPaymentKind,
  isCurrencyCode,
  isPaymentKind,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PLAN_STATUS_LABELS,
  referenceChangeText,
  isPlanStatus,
  type PaymentMethod,
  Role,
  statusLabel,
  UNKNOWN_REQUEST_EVENT_TEXT,
  unknownKind,
} from '@voosh/shared';
import type { RequestEvent } from '../api/useRequestEvents';

type Values = Record<string, unknown> | null;

const numberOf = (values: Values, key: string) => (typeof values?.[key] === 'number' ? (values[key] as number) : null);
const textOf = (values: Values, key: string) => (typeof values?.[key] === 'string' && values[key] !== '' ? (values[key] as string) : null);

/** The kind of payment an event is about, as its badge names it ('50% Deposit'), else 'Payment'. */
function kindOf(values: Values): string {
  const kind = values?.kind;
  return isPaymentKind(kind) ? PAYMENT_KIND_LABELS[kind] : 'Payment';
}

/** An amount of minor units of the event's currency ('JMD 29,531.25'), or null when the event has none. */
function chargedOf(values: Values, key: string): string | null {
  const minor = numberOf(values, key);
  const currency = values?.currency;
  return minor !== null && isCurrencyCode(currency) ? chargeText(minor, currency) : null;
}

function methodOf(values: Values): string | null {
  const method = values?.method;
  return (PAYMENT_METHODS as readonly unknown[]).includes(method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : null;
}

/** 'What happened' with ': amount' when there is one. */
const withAmount = (what: string, amount: string | null) => (amount ? `${what}: ${amount}` : what);

/**
 * One timeline entry in the customer's words: 'Status changed to Approved', '50% Deposit received:
 * JMD 29,531.25 (Card)', '50% Deposit under review by our team: ...'. Amounts of the request
 * (an adjusted amount, in US cents) in the display currency; payments as charged.
 */
export function timelineEventText(event: Pick<RequestEvent, 'type' | 'before' | 'after'>, formatAmount: (cents: number) => string): string {
  const { after } = event;
  switch (event.type) {
    case 'created':
      return 'Request submitted';
    case 'status_changed': {
      const status = textOf(after, 'status');
      return status ? `Status changed to ${statusLabel(status)}` : 'Status changed';
    }
    case 'amount_adjusted': {
      const adjusted = numberOf(after, 'adminAdjustedCents');
      return adjusted === null ? 'Amount due set back to the total' : `Amount due set to ${formatAmount(adjusted)}`;
    }
    case 'notes_changed':
      return 'Notes updated';
    case 'reference_changed':
      return referenceChangeText(after);
    case 'payment_recorded': {
      const method = methodOf(after);
      return withAmount(`${kindOf(after)} received`, chargedOf(after, 'amountMinor')) + (method ? ` (${method})` : '');
    }
    case 'payment_failed': {
      const message = textOf(after, 'failureMessage');
      return withAmount(`${kindOf(after)} payment failed`, message);
    }
    case 'payment_refunded':
      return withAmount(`Refund of your ${kindOf(after)}`, chargedOf(after, 'refundMinor'));
    case 'payment_canceled':
      return `${kindOf(after)} payment canceled`;
    case 'payment_needs_review':
      return withAmount(`${kindOf(after)} under review by our team`, chargedOf(after, 'amountMinor'));
    case 'plan_started': {
      const first = textOf(after, 'firstChargeAt');
      return first ? `Monthly plan started: first charge on ${first.slice(0, 10)}` : 'Monthly plan started';
    }
    case 'plan_month_invoiced':
      return withAmount('Monthly invoice issued', chargedOf(after, 'amountMinor'));
    case 'plan_month_paid': {
      const method = methodOf(after);
      return withAmount('Monthly payment received', chargedOf(after, 'amountMinor')) + (method ? ` (${method})` : '');
    }
    case 'plan_payment_failed':
      return withAmount('Monthly payment failed', textOf(after, 'failureMessage'));
    case 'plan_month_refunded':
      return withAmount('Refund of a monthly payment', chargedOf(after, 'refundMinor'));
    case 'plan_cancel_requested':
      return 'Monthly plan canceled: it ends with the current month';
    case 'plan_status_changed':
      return planStatusText(after);
    case 'plan_lines_changed': {
      const monthly = numberOf(after, 'monthlyUsdCents');
      return monthly === null ? 'Monthly plan changed' : `Monthly plan changed: ${formatAmount(monthly)} a month from the next month`;
    }
    case 'plan_month_written_off':
      return withAmount(
        textOf(after, 'status') === 'void' ? 'Monthly charge canceled, nothing is due' : 'Monthly charge closed unpaid',
        chargedOf(after, 'amountMinor'),
      );
    case 'plan_currency_changed': {
      const from = textOf(after, 'from');
      const monthly = withAmount(
        `Monthly plan billed in ${textOf(after, 'currency') ?? 'another currency'}`,
        chargedOf(after, 'monthlyMinor'),
      );
      return from ? `${monthly} a month from ${from.slice(0, 10)}` : monthly;
    }
    case 'transfer_reported': {
      const kind = isDocumentPaymentKind(after?.kind) ? DOCUMENT_PAYMENT_LABELS[after.kind] : 'payment';
      const amount = numberOf(after, 'amountUsdCents');
      const details = [
        textOf(after, 'sentOn') && `sent ${textOf(after, 'sentOn')}`,
        textOf(after, 'reference') && `ref ${textOf(after, 'reference')}`,
      ];
      // Stated in US dollars, as the transfer page asked.
      const what = withAmount(`Bank transfer reported for the ${kind}`, amount === null ? null : formatUsd(amount));
      return `${what}${details.some(Boolean) ? ` (${details.filter(Boolean).join(', ')})` : ''}: we confirm once it arrives`;
    }
    case 'approval_requested': {
      const amount = numberOf(after, 'amountDueCents');
      return withAmount('Waiting for an approver in your company', amount === null ? null : formatAmount(amount));
    }
    case 'approval_given':
    case 'approval_declined': {
      const what = event.type === 'approval_given' ? 'Approved in your company' : 'Declined in your company';
      const note = textOf(after, 'note');
      return note ? `${what}: ${note}` : what;
    }
    default:
      return unknownKind(event.type, UNKNOWN_REQUEST_EVENT_TEXT);
  }
}

/** 'Monthly plan paused', 'Monthly plan canceled', 'Monthly plan active again'. */
function planStatusText(after: Values): string {
  const status = after?.status;
  if (!isPlanStatus(status)) return 'Monthly plan changed';
  if (status === 'active') return after?.cancelAtPeriodEnd ? 'Monthly plan ends with the current month' : 'Monthly plan active';
  return `Monthly plan ${PLAN_STATUS_LABELS[status].toLowerCase()}`;
}

/** Who made the change, for the customer: 'You', or the team (the server names staff so); null for the system. */
export function timelineActorText(actor: RequestEvent['actor']): string | null {
  if (!actor) return null;
  return actor.role === Role.Customer ? 'You' : actor.name;
}
