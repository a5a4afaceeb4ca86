import { CURRENCY_CODES, type CurrencyCode, FALLBACK_RATES } from './currency';
import {
  chargeMinorUnits,
  chargeText,
  currencyOfStripe,
  formatCharge,
  PAY_BUTTON_LABELS,
  payButtonText,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  payableCents,
  paymentSummary,
  refundMinorUnits,
  refundedMinorUnits,
  refundedUsdCentsOf,
  stripeCurrency,
  UNPAYABLE_TEXTS,
  whyUnpayable,
} from './payment-currency';
import { amountDueCents, paymentAmountCents } from './payments';

describe('payment currencies', () => {
  it("are ISO codes, in lower case only on Stripe's wire", () => {
    expect(CURRENCY_CODES.map(stripeCurrency)).toEqual(['usd', 'jmd', 'gbp', 'eur']);
    expect(currencyOfStripe('jmd')).toBe('JMD');
    expect(currencyOfStripe('GBP')).toBe('GBP');
    expect(currencyOfStripe('btc')).toBeNull();
    expect(formatCharge(4138313, 'JMD')).toBe('41383.13 JMD');
    expect(PAYMENT_KIND_LABELS).toEqual({ deposit: '50% Deposit', full: 'Full Payment', final: 'Final Payment' });
  });

  it("writes the payment page's amount and button code first, 'Pay {currency} {amount}', with separators and 2 decimals", () => {
    expect(chargeText(4138313, 'JMD')).toBe('JMD 41,383.13');
    expect(chargeText(26275, 'USD')).toBe('USD 262.75');
    expect(chargeText(100, 'GBP')).toBe('GBP 1.00');
    expect(payButtonText(4138313, 'JMD')).toBe('Pay JMD 41,383.13');
    expect(payButtonText(123456789, 'EUR')).toBe('Pay EUR 1,234,567.89');
  });

  it('names the pay buttons, the methods and the statuses in plain words, never calling money under review paid', () => {
    expect(PAY_BUTTON_LABELS).toEqual({ deposit: 'Pay 50% deposit', full: 'Pay in full', final: 'Pay final payment' });
    expect(PAYMENT_METHOD_LABELS).toEqual({ card: 'Card', bank_transfer: 'Bank transfer', cash: 'Cash', other: 'Other' });
    expect(PAYMENT_STATUS_LABELS.needs_review).toBe('Under review by our team');
    expect(PAYMENT_STATUS_LABELS.succeeded).toBe('Paid');
    expect(PAYMENT_STATUS_LABELS.pending).toBe('Processing');
  });

  it('converts USD cents to minor units, rounded half up', () => {
    expect(chargeMinorUnits(26275, 'USD', 1)).toBe(26275);
    expect(chargeMinorUnits(26275, 'JMD', 157.5)).toBe(4138313); // 4138312.5
    expect(chargeMinorUnits(1999, 'GBP', 0.79)).toBe(1579); // 1579.21
    expect(chargeMinorUnits(25000, 'GBP', 0.79)).toBe(19750);
    expect(chargeMinorUnits(1, 'EUR', 0.92)).toBe(1);
  });

  it('rejects an unusable rate', () => {
    expect(() => chargeMinorUnits(100, 'EUR', 0)).toThrow('No usable exchange rate for EUR');
    expect(() => chargeMinorUnits(100, 'JMD', Number.NaN)).toThrow(RangeError);
  });

  it('deposit + final charges add up to the converted amount due, for every currency and odd totals', () => {
    const wrong: string[] = [];
    const rates: Record<CurrencyCode, number[]> = {
      USD: [1],
      JMD: [FALLBACK_RATES.JMD, 155.873, 161.0049],
      GBP: [FALLBACK_RATES.GBP, 0.7873],
      EUR: [FALLBACK_RATES.EUR, 0.9231],
    };
    for (const currency of CURRENCY_CODES) {
      for (const rate of rates[currency]) {
        for (let total = 1; total <= 30_001; total += 97) {
          for (const adjusted of [null, total + 13, 7]) {
            const due = amountDueCents(total, adjusted);
            const deposit = paymentAmountCents('deposit', due);
            const final = paymentAmountCents('final', due, deposit);
            const charged = chargeMinorUnits(deposit, currency, rate) + chargeMinorUnits(final, currency, rate, deposit);
            if (deposit + final !== due || charged !== chargeMinorUnits(due, currency, rate))
              wrong.push(`${currency}@${rate}:${total}/${adjusted}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refunds proportionally and returns exactly the rest of the charge on a full refund', () => {
    const payment = { amountUsdCents: 26275, amountMinor: 4138313, refundedUsdCents: 0, refundedMinor: 0 };
    expect(refundMinorUnits(payment, 26275)).toBe(4138313);
    const first = refundMinorUnits(payment, 10001);
    expect(first).toBe(1575158); // 10001 * 157.5 = 1575157.5
    expect(first + refundMinorUnits({ ...payment, refundedUsdCents: 10001, refundedMinor: first }, 16274)).toBe(4138313);
    expect(refundMinorUnits({ amountUsdCents: 100, amountMinor: 100, refundedUsdCents: 40, refundedMinor: 40 }, 60)).toBe(60);
    // After a refund made elsewhere at another rounding, the rest is exactly what is left of the charge.
    expect(refundMinorUnits({ ...payment, refundedUsdCents: 8758, refundedMinor: 1379438 }, 26275 - 8758)).toBe(4138313 - 1379438);
  });

  it("reads Stripe's running refund total back into US cents, the inverse of refundedMinorUnits", () => {
    const payment = { amountUsdCents: 26275, amountMinor: 4138313 };
    expect(refundedUsdCentsOf(payment, 4138313)).toBe(26275);
    expect(refundedUsdCentsOf(payment, 0)).toBe(0);
    for (const usdCents of [1, 10001, 13137, 26274])
      expect(refundedUsdCentsOf(payment, refundedMinorUnits(payment, usdCents))).toBe(usdCents);
  });

  it('summarises a ledger', () => {
    expect(paymentSummary(52550, 0, false)).toEqual({ amountPaidCents: 0, balanceDueCents: 52550, depositPaid: false, fullyPaid: false });
    expect(paymentSummary(52550, 26275, true)).toEqual({
      amountPaidCents: 26275,
      balanceDueCents: 26275,
      depositPaid: true,
      fullyPaid: false,
    });
    expect(paymentSummary(52550, 52550, true)).toEqual({ amountPaidCents: 52550, balanceDueCents: 0, depositPaid: true, fullyPaid: true });
    expect(paymentSummary(52550, 60000, true).balanceDueCents).toBe(0);
    expect(paymentSummary(0, 0, false).fullyPaid).toBe(false);
  });

  it('allows a deposit or full payment only when approved or payment_due with nothing paid', () => {
    const unpaid = paymentSummary(10001, 0, false);
    expect(payableCents('deposit', 'approved', 10001, unpaid)).toEqual({ amountCents: 5001 });
    expect(payableCents('full', 'payment_due', 10001, unpaid)).toEqual({ amountCents: 10001 });
    for (const status of ['submitted', 'under_review', 'denied', 'paid', 'in_progress', 'completed'] as const) {
      expect(payableCents('deposit', status, 10001, unpaid)).toEqual({ refusal: 'status' });
      expect(payableCents('full', status, 10001, unpaid)).toEqual({ refusal: 'status' });
    }
    expect(payableCents('deposit', 'approved', 10001, paymentSummary(10001, 5001, true))).toEqual({ refusal: 'already_paid' });
    expect(payableCents('full', 'approved', 0, paymentSummary(0, 0, false))).toEqual({ refusal: 'nothing_due' });
  });

  it('allows the final payment of the balance once in progress or completed with the deposit paid', () => {
    const deposited = paymentSummary(10001, 5001, true);
    expect(payableCents('final', 'in_progress', 10001, deposited)).toEqual({ amountCents: 5000 });
    expect(payableCents('final', 'completed', 10001, deposited)).toEqual({ amountCents: 5000 });
    for (const status of ['submitted', 'under_review', 'approved', 'denied', 'payment_due', 'paid'] as const) {
      expect(payableCents('final', status, 10001, deposited)).toEqual({ refusal: 'status' });
    }
    expect(payableCents('final', 'completed', 10001, paymentSummary(10001, 0, false))).toEqual({ refusal: 'deposit_first' });
    expect(payableCents('final', 'completed', 10001, paymentSummary(10001, 10001, true))).toEqual({ refusal: 'nothing_due' });
  });

  it("says in the customer's words why a payment cannot be made, and nothing when it can", () => {
    const unpaid = paymentSummary(10001, 0, false);
    const deposited = paymentSummary(10001, 5001, true);
    const paidInFull = paymentSummary(10001, 10001, true);
    expect(whyUnpayable('deposit', 'approved', 10001, unpaid)).toBeNull();
    expect(whyUnpayable('final', 'in_progress', 10001, deposited)).toBeNull();
    expect(whyUnpayable('deposit', 'submitted', 10001, unpaid)).toBe(UNPAYABLE_TEXTS.notApprovedYet);
    expect(whyUnpayable('full', 'under_review', 10001, unpaid)).toBe(UNPAYABLE_TEXTS.notApprovedYet);
    expect(whyUnpayable('deposit', 'denied', 10001, unpaid)).toBe(UNPAYABLE_TEXTS.denied);
    for (const kind of ['deposit', 'full', 'final'] as const)
      expect(whyUnpayable(kind, 'completed', 10001, paidInFull)).toBe('This request is fully paid');
    expect(whyUnpayable('deposit', 'approved', 10001, deposited)).toBe(UNPAYABLE_TEXTS.depositPaid);
    expect(whyUnpayable('full', 'paid', 10001, deposited)).toBe(UNPAYABLE_TEXTS.depositPaid);
    expect(whyUnpayable('final', 'paid', 10001, deposited)).toBe(UNPAYABLE_TEXTS.finalNotDueYet);
    expect(whyUnpayable('final', 'completed', 10001, unpaid)).toBe('The 50% deposit on this request is due first');
    expect(whyUnpayable('full', 'approved', 0, paymentSummary(0, 0, false))).toBe(UNPAYABLE_TEXTS.nothingDue);
  });
});
