import { chargeText, type CurrencyCode } from '@voosh/shared';
import { usd } from '../common/format';
import { PAYMENT_TEXTS } from '../payments/paymentTexts';

export const PLAN_TEXTS = {
  title: 'Plans',
  loadFailed: 'Failed to load plans',
  overdueTitle: 'Overdue monthly invoices',
  overdueNone: 'No monthly invoice is overdue.',
  overdueFailed: 'Failed to load the overdue invoices',
  overdueOldest: (shown: number, total: number) => `The ${shown} oldest of ${total} overdue invoices.`,
  showOverduePlans: 'Show their plans',
  overdueFilter: 'Overdue invoice',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel plan now',
  paused: 'Plan paused',
  resumed: 'Plan resumed',
  canceled: 'Plan canceled',
  changeFailed: 'Failed to change the plan',
  confirmCancel: 'Cancel this plan now? Nothing more is charged or invoiced; this cannot be undone.',
  keep: 'Keep plan',
  editLines: 'Change lines',
  linesTitle: 'Lines from the next period',
  linesHelp: 'The current period is charged as it was; the new lines are charged from the next one.',
  linesSaved: 'Plan lines saved',
  linesFailed: 'Failed to save the plan lines',
  save: 'Save',
  close: 'Close',
  refunded: 'Monthly payment refunded',
  refundFailed: 'Failed to refund the monthly payment',
  recordPayment: 'Record payment',
  paymentRecorded: 'Monthly payment recorded',
  recordFailed: PAYMENT_TEXTS.recordFailed,
  months: 'Months',
  noMonths: 'No month charged or invoiced yet: the first month is part of the project’s total.',
  lines: 'Lines',
} as const;

/** The console's words for a plan's codes, shared with the CSV exports. */
export { planBillingLabel, planStatusLabel } from '@voosh/shared';

/** '$250 (JMD 38,968.25)' a month; USD alone for a US-dollar plan. */
export function monthlyText(usdCents: number, minor: number, currency: CurrencyCode): string {
  return currency === 'USD' ? usd(usdCents) : `${usd(usdCents)} (${chargeText(minor, currency)})`;
}

/** A day of a period, '2026-12-26'. */
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');
