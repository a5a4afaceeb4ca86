import type { PlanCharge } from './entities/plan-charge.entity';

/** What the audit timeline keeps of a month of a plan. */
export function chargeValues(charge: PlanCharge): Record<string, unknown> {
  return {
    planId: charge.plan.id,
    chargeId: charge.id,
    periodStart: charge.periodStart.toISOString(),
    periodEnd: charge.periodEnd.toISOString(),
    amountUsdCents: charge.charged.amountUsdCents,
    currency: charge.charged.currency,
    amountMinor: charge.charged.amountMinor,
    status: charge.status,
    ...(charge.method ? { method: charge.method } : {}),
    ...(charge.reference ? { reference: charge.reference } : {}),
  };
}
