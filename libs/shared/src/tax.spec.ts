import fc from 'fast-check';
import { depositCents } from './payments';
import {
  addTaxed,
  nextPaymentTax,
  NO_TAX,
  parseTaxPercent,
  taxBreakdown,
  type TaxedAmount,
  taxedAmount,
  taxedPart,
  taxInGross,
  taxOnNet,
  taxPercentText,
  type TaxRate,
} from './tax';

const GCT: TaxRate = { name: 'GCT', thousandths: 15_000 };
const standard = (rate: TaxRate | null = GCT, pricesIncludeTax = false) => ({ rate, treatment: 'standard' as const, pricesIncludeTax });
const amount = (netMinor: number, taxMinor: number): TaxedAmount => ({ netMinor, taxMinor, grossMinor: netMinor + taxMinor });

/** The 50% deposit and the final payment of a whole, as the payment plan takes them. */
function depositAndFinal(whole: TaxedAmount): [TaxedAmount, TaxedAmount] {
  const deposit = taxedPart(whole, 0, depositCents(whole.grossMinor));
  return [deposit, taxedPart(whole, deposit.grossMinor, whole.grossMinor - deposit.grossMinor)];
}

const rates = fc.integer({ min: 0, max: 100_000 }).map((thousandths): TaxRate => ({ name: 'VAT', thousandths }));
const lineAmounts = fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 12 });

describe('tax percentages', () => {
  it('reads 0-100 with at most 3 decimals, as text or number, and nothing else', () => {
    expect([parseTaxPercent('15'), parseTaxPercent('12.125'), parseTaxPercent(7.5), parseTaxPercent('0'), parseTaxPercent('100')]).toEqual([
      15_000, 12_125, 7_500, 0, 100_000,
    ]);
    for (const bad of ['100.001', '-1', '1.2345', '1e2', '', ' ', 'fifteen', null, undefined, Number.NaN, 15.0001]) {
      expect({ bad, parsed: parseTaxPercent(bad) }).toEqual({ bad, parsed: null });
    }
    expect([taxPercentText(15_000), taxPercentText(12_125), taxPercentText(7_500), taxPercentText(20)]).toEqual([
      '15',
      '12.125',
      '7.5',
      '0.02',
    ]);
  });
});

describe('the tax calculation', () => {
  it('at 15%, a $1,000.00 request is $1,150.00: a $575.00 deposit ($500.00 + $75.00 tax) and a $575.00 final', () => {
    const whole = taxBreakdown([100_000], standard());
    expect(whole).toMatchObject({ netMinor: 100_000, taxMinor: 15_000, grossMinor: 115_000 });
    expect(whole.rates).toEqual([{ name: 'GCT', thousandths: 15_000, netMinor: 100_000, taxMinor: 15_000, grossMinor: 115_000 }]);
    expect(depositAndFinal(whole)).toEqual([amount(50_000, 7_500), amount(50_000, 7_500)]);
  });

  it('splits a $333.33 request with no cent lost: tax 49.9995 rounds half up to $50.00, the deposit takes the odd cent', () => {
    const whole = taxBreakdown([33_333], standard());
    expect(whole).toMatchObject({ netMinor: 33_333, taxMinor: 5_000, grossMinor: 38_333 });
    const [deposit, final] = depositAndFinal(whole);
    expect(deposit).toEqual(amount(16_667, 2_500));
    expect(final).toEqual(amount(16_666, 2_500));
  });

  it('rounds the tax of each rate once, on its lines together, and shares it out over the lines to the cent', () => {
    // Three lines of $0.05 at 15%: 0.75 cents each, 2.25 together: 2 cents, not 3 (1 + 1 + 1).
    const three = taxBreakdown([5, 5, 5], standard());
    expect(three.taxMinor).toBe(2);
    expect(three.lines.map((line) => line.taxMinor)).toEqual([1, 1, 0]);
  });

  it('takes the tax out of prices entered with it: $115.00 at 15% is $100.00 + $15.00', () => {
    expect(taxBreakdown([11_500], standard(GCT, true))).toMatchObject({ netMinor: 10_000, taxMinor: 1_500, grossMinor: 11_500 });
    expect(taxInGross(11_500, 15_000)).toBe(1_500);
    expect(taxOnNet(10_000, 15_000)).toBe(1_500);
  });

  it('charges nothing under reverse charge, zero rating, an exemption, or with no rate set', () => {
    for (const treatment of ['reverse_charge', 'zero_rated', 'exempt', 'untaxed'] as const) {
      const whole = taxBreakdown([100_000, 2_500], { rate: GCT, treatment });
      expect(whole).toMatchObject({ treatment, netMinor: 102_500, taxMinor: 0, grossMinor: 102_500, rates: [] });
      expect(whole.lines.every((line) => line.rate === null && line.taxMinor === 0)).toBe(true);
    }
    expect(taxBreakdown([100_000], standard(null))).toMatchObject({ taxMinor: 0, grossMinor: 100_000 });
  });

  it('for any lines and rate: lines add up to the total, net + tax = gross, entered with or without tax', () => {
    fc.assert(
      fc.property(lineAmounts, rates, fc.boolean(), (amounts, rate, included) => {
        const whole = taxBreakdown(amounts, standard(rate, included));
        expect(addTaxed(whole.lines)).toEqual({ netMinor: whole.netMinor, taxMinor: whole.taxMinor, grossMinor: whole.grossMinor });
        expect(whole.netMinor + whole.taxMinor).toBe(whole.grossMinor);
        expect(whole.lines.every((line) => line.taxMinor >= 0 && line.netMinor >= 0)).toBe(true);
        const entered = amounts.reduce((a, b) => a + b, 0);
        expect(included ? whole.grossMinor : whole.netMinor).toBe(entered);
      }),
    );
  });

  it('for any whole: deposit and final add up to it exactly, and refunds in any pieces give back exactly its tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        rates,
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 8 }),
        (net, rate, pieces) => {
          const whole = taxBreakdown([net], standard(rate));
          expect(addTaxed(depositAndFinal(whole))).toEqual({
            netMinor: whole.netMinor,
            taxMinor: whole.taxMinor,
            grossMinor: whole.grossMinor,
          });
          // A payment refunded piece by piece, the last piece what is left: its tax comes back whole, never more.
          const [deposit] = depositAndFinal(whole);
          let refunded = 0;
          const refunds: TaxedAmount[] = [];
          for (const piece of [...pieces, Number.MAX_SAFE_INTEGER]) {
            const size = Math.min(piece, deposit.grossMinor - refunded);
            if (size <= 0) break;
            refunds.push(taxedPart(deposit, refunded, size));
            refunded += size;
          }
          expect(addTaxed(refunds)).toEqual(refunded === 0 ? amount(0, 0) : deposit);
        },
      ),
    );
  });

  it('gives each next payment the tax up to its end less the tax received, so payments add up to the whole after a re-price or a refund', () => {
    const at1000 = taxedAmount(100_000, { thousandths: 15_000, included: false });
    const deposit = nextPaymentTax(at1000, { grossMinor: 0, taxMinor: 0 }, 57_500);
    expect(deposit).toBe(7_500);
    // Re-priced to $1,234.57 after the deposit: the final payment takes the rest of the new tax.
    const repriced = taxedAmount(123_457, { thousandths: 15_000, included: false });
    expect(repriced).toEqual({ netMinor: 123_457, taxMinor: 18_519, grossMinor: 141_976 });
    expect(nextPaymentTax(repriced, { grossMinor: 57_500, taxMinor: deposit }, 141_976 - 57_500)).toBe(18_519 - 7_500);
    // $100 of the deposit refunded first ($13.04 of its tax back): the final payment is $100 more and takes that tax too.
    expect(nextPaymentTax(repriced, { grossMinor: 47_500, taxMinor: 7_500 - 1_304 }, 141_976 - 47_500)).toBe(18_519 - 7_500 + 1_304);
    // A part of the balance carries its share; nothing is taxed beyond the whole, or below nothing.
    expect(nextPaymentTax(at1000, { grossMinor: 57_500, taxMinor: 7_500 }, 10_000)).toBe(1_304);
    expect(nextPaymentTax(at1000, { grossMinor: 115_000, taxMinor: 15_000 }, 500)).toBe(0);
    expect(nextPaymentTax(taxedAmount(1_000, NO_TAX), { grossMinor: 0, taxMinor: 0 }, 1_000)).toBe(0);
  });
});
