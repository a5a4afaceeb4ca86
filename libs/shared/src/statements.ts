import { formatUsd } from './money';

/**
 * A company's statement of account: every invoice, payment, refund and credit note of its
 * requests with a running balance (USD cents; what the company owes, negative when it is owed),
 * and the ageing of its open invoices by days past their due date.
 */
export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'refund', 'adjustment'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const STATEMENT_ENTRY_LABELS: Readonly<Record<StatementEntryKind, string>> = {
  invoice: 'Invoice',
  payment: 'Payment',
  refund: 'Refund (credit note)',
  adjustment: 'Adjustment',
};

export const AGEING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_LABELS: Readonly<Record<AgeingBucket, string>> = {
  current: 'Current',
  days1To30: '1–30 days',
  days31To60: '31–60 days',
  days61To90: '61–90 days',
  over90: 'Over 90 days',
};

/** The bucket of an open invoice `daysPastDue` days after its due date (0 or less: current). */
export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1To30';
  if (daysPastDue <= 60) return 'days31To60';
  if (daysPastDue <= 90) return 'days61To90';
  return 'over90';
}

/** What an adjustment line says: a denied request owes nothing, whatever its documents left on the balance. */
export const statementAdjustmentText = (requestId: number) => `Request #${requestId} was denied: nothing is owed on it`;

/** The request a line belongs to, with its PO number when it has one: '#41 (PO PO-7781)'. */
export const statementRequestLabel = (requestId: number, poNumber: string | null) => `#${requestId}${poNumber ? ` (PO ${poNumber})` : ''}`;

/** A charge or credit cell: empty when the line has none. */
export const statementAmount = (cents: number) => (cents === 0 ? '' : formatUsd(cents));

export const STATEMENT_TITLE = 'Statement of account';
