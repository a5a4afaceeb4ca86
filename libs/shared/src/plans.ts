/**
 * Monthly plans: once a request is completed and fully paid, its products' monthly
 * fees are billed as a plan, by card through a Stripe subscription, or by a monthly invoice the
 * customer pays offline. The project's total already holds the first month, so the plan's first
 * charge is one month after it starts.
 */
import type { CurrencyCode } from './currency';
import { chargeMinorUnits } from './payment-currency';

export const PLAN_STATUSES = ['active', 'past_due', 'paused', 'canceled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** `card`: a Stripe subscription on the card the final payment saved; `invoice`: an e-mailed invoice, paid offline. */
export const PLAN_BILLINGS = ['card', 'invoice'] as const;
export type PlanBilling = (typeof PLAN_BILLINGS)[number];

/** One month's charge: `open` until paid (an offline invoice, or a card renewal being retried), `failed` when Stripe gave up. */
export const PLAN_CHARGE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;
export type PlanChargeStatus = (typeof PLAN_CHARGE_STATUSES)[number];

export function isPlanStatus(x: unknown): x is PlanStatus {
  return (PLAN_STATUSES as readonly unknown[]).includes(x);
}

export const PLAN_STATUS_LABELS: Readonly<Record<PlanStatus, string>> = {
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  canceled: 'Canceled',
};

/** How a month's status reads to customers and admins. */
export const PLAN_CHARGE_STATUS_LABELS: Readonly<Record<PlanChargeStatus, string>> = {
  open: 'Due',
  paid: 'Paid',
  failed: 'Failed',
  void: 'Void',
};

export const PLAN_BILLING_LABELS: Readonly<Record<PlanBilling, string>> = {
  card: 'Card, charged monthly',
  invoice: 'Monthly invoice',
};

/**
 * The most a plan may come to a month (US cents): what a month charges must fit Stripe's amount
 * (8 digits) and the database's integers in every currency, JMD included.
 */
export const MONTHLY_PLAN_MAX_CENTS = 10_000_000;

/** Days an offline customer has to pay a monthly invoice before it is listed as overdue. */
export const MONTHLY_INVOICE_DUE_DAYS = 14;

/** The same day `months` later (UTC), or the month's last day when it has fewer: Jan 31 + 1 -> Feb 28. */
export function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * What a month of the plan charges in `currency` (minor units): each line's unit price converted at
 * `rate`, times its quantity, as a Stripe subscription item bills it.
 */
export function planMonthlyMinor(
  lines: readonly { quantity: number; unitMonthlyCents: number }[],
  currency: CurrencyCode,
  rate: number,
): number {
  return lines.reduce((sum, line) => sum + line.quantity * chargeMinorUnits(line.unitMonthlyCents, currency, rate), 0);
}

/** A plan as its lines price it: USD cents per month. */
export function planMonthlyCents(lines: readonly { quantity: number; unitMonthlyCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitMonthlyCents, 0);
}
