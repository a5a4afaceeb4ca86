import { centsToDecimalText, planBillingLabel, planStatusLabel } from '@voosh/shared';
import { AS_ANSWERED, csvColumns } from '../common/csv/csv';
import type { PlanResponse } from './dto/plan.responses';

/** The plan list as a CSV export: status and billing in the console's words, a month in US dollars and as charged in the plan's currency. */
export const PLAN_CSV_COLUMNS = csvColumns<PlanResponse>({
  id: AS_ANSWERED,
  requestId: AS_ANSWERED,
  customerEmail: AS_ANSWERED,
  status: [{ header: 'status', value: (plan) => planStatusLabel(plan.status) }],
  billing: [{ header: 'billing', value: (plan) => planBillingLabel(plan.billing) }],
  monthlyUsdCents: [{ header: 'monthlyUsd', value: (plan) => centsToDecimalText(plan.monthlyUsdCents) }],
  currency: AS_ANSWERED,
  monthlyMinor: [{ header: 'monthlyCharged', value: (plan) => centsToDecimalText(plan.monthlyMinor) }],
  rate: AS_ANSWERED,
  nextChargeAt: AS_ANSWERED,
  cancelAtPeriodEnd: AS_ANSWERED,
  canceledAt: AS_ANSWERED,
  currentPeriodStart: AS_ANSWERED,
  currentPeriodEnd: AS_ANSWERED,
  // Not exported: lists (its lines and months have pages of their own) and a pending change.
  currencyChangePending: [],
  lines: [],
  charges: [],
});
