import { isoDay, planMonthlyCents } from '@voosh/shared';
import type { PlanCharge } from '../plans/entities/plan-charge.entity';
import type { Plan } from '../plans/entities/plan.entity';
import { chargedCurrency, type DocumentSpecifics, withLineTax } from './document-content';

/**
 * A plan month's invoice, receipt or credit note: the month's lines and monthly total instead of the
 * request's, the month, what it charges, and the tax of its billing date.
 */
export function planMonthSpecifics(plan: Plan, charge: PlanCharge): DocumentSpecifics {
  const lines = charge.lines;
  const monthly = planMonthlyCents(lines);
  return {
    amountCents: charge.charged.amountUsdCents,
    paymentKind: 'monthly',
    period: { start: isoDay(charge.periodStart), end: isoDay(charge.periodEnd) },
    dueDate: plan.billing === 'invoice' ? isoDay(charge.dueAt) : null,
    payment: {
      paymentId: null,
      planChargeId: charge.id,
      method: charge.method,
      reference: charge.reference,
      amountMinor: charge.charged.amountMinor,
    },
    currency: chargedCurrency(charge.charged.currency, charge.charged.rate),
    taxed: { terms: charge, taxCents: charge.charged.taxUsdCents },
    lines: withLineTax(
      lines.map((line) => ({
        product: line.productName,
        arm: line.armName,
        quantity: line.quantity,
        setupCents: 0,
        monthlyCents: line.unitMonthlyCents * line.quantity,
        quoteRequired: false,
      })),
      charge,
    ),
    setupCents: 0,
    monthlyCents: monthly,
    totalCents: monthly,
    adjustedCents: null,
    amountDueCents: charge.charged.amountUsdCents,
  };
}
