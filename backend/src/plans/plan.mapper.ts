/** A plan, its lines and its months as answered. */
import { planMonthlyCents, planMonthlyMinor } from '@voosh/shared';
import { saleTaxTerms } from '../purchase-requests/sale-tax';
import type { PlanCharge } from './entities/plan-charge.entity';
import type { PlanLine } from './entities/plan-line.entity';
import type { Plan } from './entities/plan.entity';
import type { PlanLineResponse, PlanChargeResponse, PlanResponse } from './dto/plan.responses';

export function planLineResponse(line: PlanLine): PlanLineResponse {
  const { id, productName, armName, quantity, unitMonthlyCents } = line;
  return { id, productName, armName, quantity, unitMonthlyCents };
}

export function planChargeResponse(charge: PlanCharge, now = new Date()): PlanChargeResponse {
  return {
    id: charge.id,
    planId: charge.plan.id,
    periodStart: charge.periodStart.toISOString(),
    periodEnd: charge.periodEnd.toISOString(),
    amountUsdCents: charge.charged.amountUsdCents,
    currency: charge.charged.currency,
    amountMinor: charge.charged.amountMinor,
    status: charge.status,
    dueAt: charge.dueAt.toISOString(),
    overdue: charge.status === 'open' && charge.dueAt < now,
    paidAt: charge.paidAt?.toISOString() ?? null,
    method: charge.method,
    reference: charge.reference,
    payUrl: charge.payUrl,
    failureMessage: charge.failureMessage,
    taxUsdCents: charge.charged.taxUsdCents,
    tax: saleTaxTerms(charge),
    refundedUsdCents: charge.charged.refundedUsdCents,
    refundedMinor: charge.charged.refundedMinor,
  };
}

/** `plan` with its lines and user loaded; `charges` newest first. */
export function planResponse(plan: Plan, charges: readonly PlanCharge[]): PlanResponse {
  const lines = plan.lines.getItems();
  const ongoing = plan.status === 'active' || plan.status === 'past_due';
  return {
    id: plan.id,
    requestId: plan.request.id,
    customerEmail: plan.user.email,
    status: plan.status,
    billing: plan.billing,
    currency: plan.currency,
    rate: plan.rate,
    monthlyUsdCents: planMonthlyCents(lines),
    monthlyMinor: planMonthlyMinor(lines, plan.currency, plan.rate),
    currentPeriodStart: plan.currentPeriodStart.toISOString(),
    currentPeriodEnd: plan.currentPeriodEnd.toISOString(),
    nextChargeAt: ongoing && !plan.cancelAtPeriodEnd ? plan.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    canceledAt: plan.canceledAt?.toISOString() ?? null,
    currencyChangePending: plan.currencyChange?.currency ?? null,
    lines: lines.map((line) => planLineResponse(line)),
    charges: charges.map((charge) => planChargeResponse(charge)),
  };
}
