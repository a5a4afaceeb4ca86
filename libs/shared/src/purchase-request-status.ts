/**
 * Purchase-request statuses: their customer-facing texts and labels, and the one table of
 * allowed status changes the server enforces.
 */
import { DEPOSIT_PERCENT } from './payments';
import { capitalise } from './text';

export const PURCHASE_REQUEST_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'denied',
  'payment_due',
  'paid',
  'in_progress',
  'completed',
] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];

/** Requests are only ever created in this status. */
export const INITIAL_PURCHASE_REQUEST_STATUS: PurchaseRequestStatus = 'submitted';

/** What each status means to the customer, in the product's wording. */
export const PURCHASE_REQUEST_STATUS_TEXT: Readonly<Record<PurchaseRequestStatus, string>> = {
  submitted: 'Your request has been submitted and is awaiting review.',
  under_review: 'Our team is reviewing your request.',
  approved: `Your request has been approved. Payment information will be sent to you, and you can now pay the ${DEPOSIT_PERCENT}% deposit.`,
  denied: 'Your request was not approved. Please contact support or resubmit your request.',
  payment_due: 'Payment is required to continue with your request.',
  paid: 'Your payment has been received and your request is being processed.',
  in_progress: 'Your solution is being developed.',
  completed: 'Your solution has been delivered. The final payment is now due.',
};

/** Shown, with the submitted look, for a status this list does not know. */
export const UNKNOWN_STATUS_TEXT = 'Status unknown.';

/** Allowed next statuses. `paid` appears nowhere: only a recorded payment reaches it. */
export const PURCHASE_REQUEST_TRANSITIONS: Readonly<Record<PurchaseRequestStatus, readonly PurchaseRequestStatus[]>> = {
  submitted: ['under_review', 'approved', 'denied'],
  under_review: ['approved', 'denied'],
  approved: ['payment_due', 'denied'],
  denied: ['under_review'],
  payment_due: ['denied'],
  paid: ['in_progress'],
  in_progress: ['completed'],
  completed: [],
};

/** Statuses a bare status change never sets: a deposit or full payment moves the request there. */
export const STATUSES_REACHED_ONLY_BY_PAYMENT: readonly PurchaseRequestStatus[] = ['paid'];

export function isPurchaseRequestStatus(x: unknown): x is PurchaseRequestStatus {
  return (PURCHASE_REQUEST_STATUSES as readonly unknown[]).includes(x);
}

export function allowedNextStatuses(from: PurchaseRequestStatus): readonly PurchaseRequestStatus[] {
  return PURCHASE_REQUEST_TRANSITIONS[from] ?? [];
}

export function canTransition(from: PurchaseRequestStatus, to: PurchaseRequestStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}

/** The customer-facing text of any status value, known or not. */
export function purchaseRequestStatusText(status: string): string {
  return isPurchaseRequestStatus(status) ? PURCHASE_REQUEST_STATUS_TEXT[status] : UNKNOWN_STATUS_TEXT;
}

/** A status value as a badge label: 'under_review' -> 'Under Review', 'pending' -> 'Pending'. */
export function statusLabel(status: string): string {
  return status.split('_').filter(Boolean).map(capitalise).join(' ');
}
