import {
  amountDueCents,
  DEPOSIT_PERCENT,
  depositCents,
  finalCents,
  isPaymentKind,
  PAYMENT_KINDS,
  PAYMENT_RETURN_PATH,
  paymentAmountCents,
  paymentPagePath,
} from './payments';

describe('payments', () => {
  it('has three kinds and a 50% deposit', () => {
    expect(PAYMENT_KINDS).toEqual(['deposit', 'full', 'final']);
    expect(DEPOSIT_PERCENT).toBe(50);
    expect(isPaymentKind('final')).toBe(true);
    expect(isPaymentKind('refund')).toBe(false);
  });

  it('uses the adjusted amount only when it is above 0', () => {
    expect(amountDueCents(52550, null)).toBe(52550);
    expect(amountDueCents(52550, 0)).toBe(52550);
    expect(amountDueCents(52550, -100)).toBe(52550);
    expect(amountDueCents(52550, 40000)).toBe(40000);
    expect(amountDueCents(52550, 1)).toBe(1);
  });

  it('rounds the deposit up to the cent', () => {
    expect(depositCents(52550)).toBe(26275);
    expect(depositCents(101)).toBe(51);
    expect(depositCents(1)).toBe(1);
    expect(depositCents(0)).toBe(0);
  });

  it('never leaves a negative balance', () => {
    expect(finalCents(10000, 5000)).toBe(5000);
    expect(finalCents(10000, 10000)).toBe(0);
    expect(finalCents(10000, 12000)).toBe(0);
  });

  it('deposit + final === amount due for every amount 0..100000', () => {
    const wrong: number[] = [];
    for (let due = 0; due <= 100_000; due++) {
      const deposit = depositCents(due);
      if (!Number.isInteger(deposit) || deposit + finalCents(due, deposit) !== due || deposit < due / 2) wrong.push(due);
    }
    expect(wrong).toEqual([]);
  });

  it('deposit + final === amount due with adjusted amounts', () => {
    const wrong: string[] = [];
    for (let total = 0; total <= 20_000; total += 37) {
      for (const adjusted of [null, 0, -5, 1, 999, total + 1, 123_457]) {
        const due = amountDueCents(total, adjusted);
        const deposit = paymentAmountCents('deposit', due);
        if (deposit + paymentAmountCents('final', due, deposit) !== due) wrong.push(`${total}/${adjusted}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('charges the whole amount due for a full payment', () => {
    expect(paymentAmountCents('full', 52550)).toBe(52550);
    expect(paymentAmountCents('final', 52550, 52550)).toBe(0);
  });

  it('addresses the payment page with its request and type query values, and returns to the requests page', () => {
    expect(paymentPagePath(12, 'deposit')).toBe('/customer/payment?request=12&type=deposit');
    expect(paymentPagePath(7, 'final')).toBe('/customer/payment?request=7&type=final');
    expect(PAYMENT_RETURN_PATH).toBe('/customer/requests?payment=success');
  });
});
