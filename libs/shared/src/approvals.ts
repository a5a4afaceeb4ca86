/**
 * Approvals inside a buyer's company: a request whose amount due is above the company's approval
 * amount waits for one of its approvers (never its own buyer) before it reaches the vendor, and
 * again when the vendor raises it above what was approved.
 */

export const APPROVAL_STATES = ['not_needed', 'waiting', 'approved', 'declined'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const APPROVAL_STATE_LABELS: Readonly<Record<ApprovalState, string>> = {
  not_needed: 'No approval needed',
  waiting: 'Waiting for approval',
  approved: 'Approved by the company',
  declined: 'Declined by the company',
};

export const APPROVAL_DECISIONS = ['approve', 'decline'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** A decision's note: why, for the buyer and the timeline. */
export const APPROVAL_NOTE_MAX = 1000;
/** The highest approval amount a company may set, in cents ($10,000,000). */
export const APPROVAL_THRESHOLD_MAX_CENTS = 1_000_000_000;

/**
 * Whether a request due `amountDueCents` needs (again) an approver: it is above the company's
 * approval amount (none: never) and above what was last approved (none yet: anything above).
 */
export function approvalNeeded(amountDueCents: number, thresholdCents: number | null, approvedCents: number | null): boolean {
  if (thresholdCents === null || amountDueCents <= thresholdCents) return false;
  return approvedCents === null || amountDueCents > approvedCents;
}

/** Whether the request is held by its company (waiting for an approver, or declined): it takes no payment and the vendor does not move it on. */
export const approvalHolds = (state: ApprovalState): boolean => state === 'waiting' || state === 'declined';

export const APPROVAL_MESSAGES = {
  ownRequest: 'You cannot approve your own request: another approver of your company must.',
  notWaiting: 'This request is not waiting for approval.',
  held: "This request is waiting for an approver of the customer's company, or was declined there: it can only be denied.",
  decisionInvalid: `decision must be one of ${APPROVAL_DECISIONS.join(', ')}`,
  noteTooLong: `The note must be at most ${APPROVAL_NOTE_MAX} characters long`,
  thresholdInvalid: `approvalThresholdCents must be a whole number of cents from 0 to ${APPROVAL_THRESHOLD_MAX_CENTS}, or null`,
  poNumberRequired: 'Your company asks for a purchase-order number on every request: enter it before requesting.',
} as const;
