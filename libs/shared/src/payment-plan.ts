import { DEPOSIT_PERCENT, depositCents, FINAL_PERCENT, PAYMENT_KINDS, type PaymentKind } from './payments';
import { payableCents, type PaymentSummary } from './payment-currency';
import type { PurchaseRequestStatus } from './purchase-request-status';

/**
 * The one rule for what a request costs and what is due when, stated the same way by the cart's
 * Order Summary, every request card and the payment page:
 * - the project value is the setup total plus the first month (or the admin's adjusted amount);
 * - nothing is charged when a request is submitted;
 * - after approval, a 50% deposit of the project value (or all of it at once);
 * - on delivery, the other 50%;
 * - after that, the monthly total is billed every month from the second month (the first month is
 *   part of the project value).
 */
export interface PaymentPlan {
  projectValueCents: number;
  dueTodayCents: 0;
  depositCents: number;
  finalCents: number;
  monthlyCents: number;
}

/** `amountDueCents`: the request's amount due (adjusted or total); for a cart, its setup plus one month. */
export function paymentPlan(amountDueCents: number, monthlyCents: number): PaymentPlan {
  const deposit = depositCents(amountDueCents);
  return { projectValueCents: amountDueCents, dueTodayCents: 0, depositCents: deposit, finalCents: amountDueCents - deposit, monthlyCents };
}

/** One line of the plan as people read it: a label and an amount in US cents (`perMonth`: a monthly amount). */
export interface PaymentPlanLine {
  step: 'today' | 'deposit' | 'final' | 'monthly';
  label: string;
  cents: number;
  perMonth?: true;
}

export const PAYMENT_PLAN_TEXTS = {
  today: 'Due when you submit: nothing is charged until we approve your request',
  deposit: `After approval: ${DEPOSIT_PERCENT}% deposit`,
  final: `On delivery: final ${FINAL_PERCENT}%`,
  monthly: 'Then, from the second month',
} as const;

/** The plan's lines in order; the monthly line only when there is a monthly fee. */
export function paymentPlanLines(plan: PaymentPlan): PaymentPlanLine[] {
  return [
    { step: 'today', label: PAYMENT_PLAN_TEXTS.today, cents: plan.dueTodayCents },
    { step: 'deposit', label: PAYMENT_PLAN_TEXTS.deposit, cents: plan.depositCents },
    { step: 'final', label: PAYMENT_PLAN_TEXTS.final, cents: plan.finalCents },
    ...(plan.monthlyCents > 0
      ? [{ step: 'monthly' as const, label: PAYMENT_PLAN_TEXTS.monthly, cents: plan.monthlyCents, perMonth: true as const }]
      : []),
  ];
}

/** A payment a request accepts right now, at the amount the server would charge (US cents). */
export interface AcceptedPayment {
  kind: PaymentKind;
  amountCents: number;
}

/** Every kind of payment the request accepts now, in PAYMENT_KINDS order (what the pay buttons offer). */
export function acceptedPayments(status: PurchaseRequestStatus, amountDue: number, summary: PaymentSummary): AcceptedPayment[] {
  return PAYMENT_KINDS.flatMap((kind) => {
    const payable = payableCents(kind, status, amountDue, summary);
    return 'amountCents' in payable ? [{ kind, amountCents: payable.amountCents }] : [];
  });
}
