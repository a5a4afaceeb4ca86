import { acceptedPayments, paymentPlan, paymentPlanLines, PAYMENT_PLAN_TEXTS } from './payment-plan';
import { paymentSummary } from './payment-currency';

describe('paymentPlan', () => {
  it('charges nothing today, half after approval, the rest on delivery, then the monthly fee', () => {
    expect(paymentPlan(37_500, 12_500)).toEqual({
      projectValueCents: 37_500,
      dueTodayCents: 0,
      depositCents: 18_750,
      finalCents: 18_750,
      monthlyCents: 12_500,
    });
  });

  it('rounds the deposit up to the cent and leaves the final payment the exact rest', () => {
    const plan = paymentPlan(50_501, 0);
    expect([plan.depositCents, plan.finalCents]).toEqual([25_251, 25_250]);
    expect(plan.depositCents + plan.finalCents).toBe(50_501);
  });

  it('states the plan as lines, the monthly one only when there is a fee', () => {
    expect(paymentPlanLines(paymentPlan(37_500, 12_500))).toEqual([
      { step: 'today', label: PAYMENT_PLAN_TEXTS.today, cents: 0 },
      { step: 'deposit', label: 'After approval: 50% deposit', cents: 18_750 },
      { step: 'final', label: 'On delivery: final 50%', cents: 18_750 },
      { step: 'monthly', label: PAYMENT_PLAN_TEXTS.monthly, cents: 12_500, perMonth: true },
    ]);
    expect(paymentPlanLines(paymentPlan(90_000, 0)).map((line) => line.step)).toEqual(['today', 'deposit', 'final']);
  });
});

describe('acceptedPayments', () => {
  const nothingPaid = paymentSummary(37_500, 0, false);
  const depositPaid = paymentSummary(37_500, 18_750, true);

  it('offers the deposit and the full payment while approved or payment due with nothing paid', () => {
    for (const status of ['approved', 'payment_due'] as const) {
      expect(acceptedPayments(status, 37_500, nothingPaid)).toEqual([
        { kind: 'deposit', amountCents: 18_750 },
        { kind: 'full', amountCents: 37_500 },
      ]);
    }
  });

  it('offers the final payment once in progress or completed with the deposit paid and a balance left', () => {
    for (const status of ['in_progress', 'completed'] as const) {
      expect(acceptedPayments(status, 37_500, depositPaid)).toEqual([{ kind: 'final', amountCents: 18_750 }]);
      expect(acceptedPayments(status, 37_500, nothingPaid)).toEqual([]);
      expect(acceptedPayments(status, 37_500, paymentSummary(37_500, 37_500, true))).toEqual([]);
    }
  });

  it('offers nothing in the other statuses, or once something was paid before delivery', () => {
    for (const status of ['submitted', 'under_review', 'denied', 'paid'] as const)
      expect(acceptedPayments(status, 37_500, nothingPaid)).toEqual([]);
    expect(acceptedPayments('approved', 37_500, depositPaid)).toEqual([]);
    expect(acceptedPayments('approved', 0, nothingPaid)).toEqual([]);
  });
});
