import { centsToDecimalText, planBillingLabel, planStatusLabel } from '@voosh/shared';
import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { PlanResponse } from './dto/plan.responses';

/** The plan list as a CSV export: status and billing in the console's words, a month in US dollars and as charged in the plan's currency. */
export const PLAN_CSV_COLUMNS: CsvColumn<PlanResponse>[] = [
  ...fieldColumns<PlanResponse>('id', 'requestId', 'customerEmail'),
  { header: 'status', value: (plan) => planStatusLabel(plan.status) },
  { header: 'billing', value: (plan) => planBillingLabel(plan.billing) },
  { header: 'monthlyUsd', value: (plan) => centsToDecimalText(plan.monthlyUsdCents) },
  { header: 'currency', value: (plan) => plan.currency },
  { header: 'monthlyCharged', value: (plan) => centsToDecimalText(plan.monthlyMinor) },
  ...fieldColumns<PlanResponse>('rate', 'nextChargeAt', 'cancelAtPeriodEnd', 'canceledAt', 'currentPeriodStart', 'currentPeriodEnd'),
];
