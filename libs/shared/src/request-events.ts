/**
 * The kinds of entry on a purchase request's timeline, with what the console calls each. A new
 * kind is added here only: every switch over them ends in `unknownKind`, so a kind without its
 * text in the storefront's timeline or the console's summary fails the type check.
 */
export const REQUEST_EVENT_TITLES = {
  created: 'Request submitted',
  status_changed: 'Status changed',
  amount_adjusted: 'Amount adjusted',
  notes_changed: 'Notes changed',
  reference_changed: 'Reference changed',
  payment_recorded: 'Payment recorded',
  payment_failed: 'Payment failed',
  payment_refunded: 'Payment refunded',
  payment_canceled: 'Payment canceled',
  payment_needs_review: 'Payment needs review',
  plan_started: 'Monthly plan started',
  plan_month_invoiced: 'Monthly invoice issued',
  plan_month_paid: 'Monthly payment recorded',
  plan_month_refunded: 'Monthly payment refunded',
  plan_payment_failed: 'Monthly payment failed',
  plan_status_changed: 'Monthly plan status changed',
  plan_cancel_requested: 'Monthly plan canceled by the customer',
  plan_lines_changed: 'Monthly plan lines changed',
  plan_currency_changed: 'Monthly plan currency changed',
  plan_month_written_off: 'Monthly charge closed unpaid',
  transfer_reported: 'Bank transfer reported by the customer',
  approval_requested: "Waiting for the customer's approval",
  approval_given: "Approved in the customer's company",
  approval_declined: "Declined in the customer's company",
} as const satisfies Record<string, string>;

export type RequestEventType = keyof typeof REQUEST_EVENT_TITLES;
export const REQUEST_EVENT_TYPES = Object.keys(REQUEST_EVENT_TITLES) as readonly RequestEventType[];

/** Said for a timeline entry whose kind this build does not know (a server newer than the page). */
export const UNKNOWN_REQUEST_EVENT_TEXT = 'Request updated';

/**
 * The end of an exhaustive switch: it compiles only when every kind has its case (its argument is
 * then `never`); at run time a kind the switch does not know reads as `fallback`.
 */
export function unknownKind<T>(_kind: never, fallback: T): T {
  return fallback;
}
