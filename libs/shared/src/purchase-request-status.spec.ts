import {
  allowedNextStatuses,
  canTransition,
  isPurchaseRequestStatus,
  PURCHASE_REQUEST_STATUS_TEXT,
  PURCHASE_REQUEST_STATUSES,
  PURCHASE_REQUEST_TRANSITIONS,
  purchaseRequestStatusText,
  statusLabel,
  STATUSES_REACHED_ONLY_BY_PAYMENT,
  UNKNOWN_STATUS_TEXT,
} from './purchase-request-status';

/** Every allowed status change (from>to), written out as pairs. */
const ALLOWED = new Set([
  'submitted>under_review',
  'submitted>approved',
  'submitted>denied',
  'under_review>approved',
  'under_review>denied',
  'approved>payment_due',
  'approved>denied',
  'payment_due>denied',
  'paid>in_progress',
  'in_progress>completed',
  'denied>under_review',
]);

describe('purchase request statuses', () => {
  it('are the eight statuses in order', () => {
    expect(PURCHASE_REQUEST_STATUSES).toEqual([
      'submitted',
      'under_review',
      'approved',
      'denied',
      'payment_due',
      'paid',
      'in_progress',
      'completed',
    ]);
  });

  const pairs = PURCHASE_REQUEST_STATUSES.flatMap((from) => PURCHASE_REQUEST_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s follows the transition table', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('lists the allowed next statuses', () => {
    expect(allowedNextStatuses('submitted')).toEqual(['under_review', 'approved', 'denied']);
    expect(allowedNextStatuses('completed')).toEqual([]);
    const counted = Object.values(PURCHASE_REQUEST_TRANSITIONS).reduce((sum, next) => sum + next.length, 0);
    expect(counted).toBe(ALLOWED.size);
  });

  it('never lets a bare status change reach paid', () => {
    expect(STATUSES_REACHED_ONLY_BY_PAYMENT).toEqual(['paid']);
    for (const from of PURCHASE_REQUEST_STATUSES) {
      for (const to of STATUSES_REACHED_ONLY_BY_PAYMENT) expect(canTransition(from, to)).toBe(false);
    }
  });

  it('has a friendly sentence for every status, keeping the meaning of each status', () => {
    for (const status of PURCHASE_REQUEST_STATUSES) expect(PURCHASE_REQUEST_STATUS_TEXT[status]).toMatch(/^[A-Z].*\.$/);
    expect(PURCHASE_REQUEST_STATUS_TEXT.submitted).toMatch(/awaiting review/);
    expect(PURCHASE_REQUEST_STATUS_TEXT.approved).toMatch(/50% deposit/);
    expect(PURCHASE_REQUEST_STATUS_TEXT.denied).toMatch(/contact support or resubmit/);
    expect(PURCHASE_REQUEST_STATUS_TEXT.completed).toMatch(/delivered.*final payment/);
  });

  it('falls back to Status unknown. for other values', () => {
    expect(UNKNOWN_STATUS_TEXT).toBe('Status unknown.');
    expect(purchaseRequestStatusText('shipped')).toBe('Status unknown.');
    expect(purchaseRequestStatusText('paid')).toBe(PURCHASE_REQUEST_STATUS_TEXT.paid);
    expect(isPurchaseRequestStatus('under_review')).toBe(true);
    expect(isPurchaseRequestStatus('Under Review')).toBe(false);
    expect(isPurchaseRequestStatus(null)).toBe(false);
  });

  it('labels statuses for badges', () => {
    expect(statusLabel('under_review')).toBe('Under Review');
    expect(statusLabel('payment_due')).toBe('Payment Due');
    expect(statusLabel('paid')).toBe('Paid');
    expect(statusLabel('pending')).toBe('Pending');
  });
});
