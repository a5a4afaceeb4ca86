/**
 * Tax, in integer minor units, by one rounding rule (docs/architecture.md, "Tax"):
 *
 * - A rate is a percentage with at most 3 decimals, kept as thousandths of a percent (15% is 15_000,
 *   12.125% is 12_125): no binary fraction enters a figure.
 * - Tax is worked out per rate on the sum of the lines at that rate, rounded half up to the minor
 *   unit; the lines' own tax figures are that total shared out by largest remainder, so lines, rates
 *   and the document's total always agree to the cent. Prices entered with tax are split the same
 *   way: the tax in a gross amount is gross × rate / (100% + rate), rounded half up.
 * - A part of a taxed amount (the 50% deposit and the final payment, a refund) carries the tax of
 *   its share, counted cumulatively: the tax of "everything up to the end of this part" minus the
 *   tax of "everything before it", each rounded half up. The parts of a whole therefore always add
 *   up to its net, tax and gross exactly, whatever the odd cents.
 */

/** What tax applies to a sale, decided from the buyer and the vendor's settings. */
export const TAX_TREATMENTS = ['standard', 'reverse_charge', 'zero_rated', 'exempt', 'untaxed'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** A rate as printed (its name, 'GCT', 'VAT') and its size in thousandths of a percent. */
export interface TaxRate {
  name: string;
  thousandths: number;
}

/** Net, tax and gross of an amount, in minor units; gross = net + tax. */
export interface TaxedAmount {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface TaxedLine extends TaxedAmount {
  /** Null where no tax applies (reverse charge, zero-rated, exempt, or no rate set). */
  rate: TaxRate | null;
}

/** A whole sale: its lines, its total, the tax per rate, and why tax is or is not charged. */
export interface TaxBreakdown extends TaxedAmount {
  treatment: TaxTreatment;
  lines: TaxedLine[];
  rates: (TaxedAmount & TaxRate)[];
}

const HUNDRED_PERCENT = 100_000;

/** a × b / c rounded half up, exactly (the product may pass 2^53), for non-negative integers and c > 0. */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (BigInt(c) * 2n));
}

/**
 * A percentage as the settings take it ('15', '7.5', '12.125', or the number) in thousandths, or null
 * when it is not one: outside 0–100, more than 3 decimals, not a plain decimal number.
 */
export function parseTaxPercent(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,3}(\.\d{1,3})?$/.test(text.trim())) return null;
  const [whole, decimals = ''] = text.trim().split('.');
  const thousandths = Number(whole) * 1000 + Number(decimals.padEnd(3, '0'));
  return thousandths <= HUNDRED_PERCENT ? thousandths : null;
}

/** 15_000 -> '15', 12_125 -> '12.125', 7_500 -> '7.5'. */
export function taxPercentText(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const decimals = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : String(whole);
}

/** The tax on a net amount at `thousandths`, rounded half up. */
export function taxOnNet(netMinor: number, thousandths: number): number {
  return mulDivHalfUp(netMinor, thousandths, HUNDRED_PERCENT);
}

/** The tax inside a gross amount at `thousandths` (a price entered with tax), rounded half up. */
export function taxInGross(grossMinor: number, thousandths: number): number {
  return mulDivHalfUp(grossMinor, thousandths, HUNDRED_PERCENT + thousandths);
}

/** `total` shared out over `weights` (non-negative integers) by largest remainder: the shares add up to `total` exactly. */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(sum)));
  const remainders = exact.map((value, index) => ({ index, remainder: value % BigInt(sum) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  // Ties go to the earlier line, so the same lines always share the same way.
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export interface TaxOptions {
  /** Null: no rate set for the buyer's place (nothing is charged, as before tax existed). */
  rate: TaxRate | null;
  treatment: TaxTreatment;
  /** Whether the amounts given include tax (the catalogue entered with tax) or not (the default). */
  pricesIncludeTax?: boolean;
}

/**
 * The breakdown of a sale of lines (`amountsMinor`, each a line's amount in minor units, as entered)
 * at one rate: tax is charged only under the standard treatment with a rate set.
 */
export function taxBreakdown(amountsMinor: readonly number[], { rate, treatment, pricesIncludeTax = false }: TaxOptions): TaxBreakdown {
  const charged = treatment === 'standard' && rate !== null && rate.thousandths > 0;
  const entered = amountsMinor.reduce((a, b) => a + b, 0);
  if (!charged) {
    const lines = amountsMinor.map((amount) => ({ netMinor: amount, taxMinor: 0, grossMinor: amount, rate: null }));
    return { treatment, lines, rates: [], netMinor: entered, taxMinor: 0, grossMinor: entered };
  }
  const total = taxedAmount(entered, { thousandths: rate.thousandths, included: pricesIncludeTax });
  const lineTaxes = shareOut(total.taxMinor, amountsMinor);
  const lines = amountsMinor.map((amount, index) => {
    const tax = lineTaxes[index]!;
    const netMinor = pricesIncludeTax ? amount - tax : amount;
    return { netMinor, taxMinor: tax, grossMinor: netMinor + tax, rate };
  });
  return { treatment, lines, rates: [{ ...rate, ...total }], ...total };
}

/**
 * The part of `whole` from its gross `beforeMinor` to `beforeMinor + grossMinor` (a deposit, the
 * final payment, a refund of a payment), with the tax of its share, counted cumulatively so that
 * consecutive parts add up to `whole` exactly.
 */
export function taxedPart(whole: TaxedAmount, beforeMinor: number, grossMinor: number): TaxedAmount {
  if (whole.grossMinor <= 0) return { netMinor: grossMinor, taxMinor: 0, grossMinor };
  const taxUpTo = (grossSoFar: number) => mulDivHalfUp(Math.min(grossSoFar, whole.grossMinor), whole.taxMinor, whole.grossMinor);
  const taxMinor = taxUpTo(beforeMinor + grossMinor) - taxUpTo(beforeMinor);
  return { netMinor: grossMinor - taxMinor, taxMinor, grossMinor };
}

/** Amounts in minor units added up: the total of several taxed amounts (documents of a period, say). */
export function addTaxed(amounts: readonly TaxedAmount[]): TaxedAmount {
  return amounts.reduce(
    (sum, amount) => ({
      netMinor: sum.netMinor + amount.netMinor,
      taxMinor: sum.taxMinor + amount.taxMinor,
      grossMinor: sum.grossMinor + amount.grossMinor,
    }),
    { netMinor: 0, taxMinor: 0, grossMinor: 0 },
  );
}

/** The tax a request carries from its submission: its rate (0: none charged) and whether its prices included it. */
export interface RequestTaxTerms {
  thousandths: number;
  included: boolean;
}

/** A request without tax: every request before tax existed, and every one while no rate applies. */
export const NO_TAX: Readonly<RequestTaxTerms> = Object.freeze({ thousandths: 0, included: false });

/** Net, tax and gross of an amount entered as the catalogue enters prices (with tax or without), under `terms`. */
export function taxedAmount(amountMinor: number, terms: RequestTaxTerms): TaxedAmount {
  if (terms.thousandths === 0) return { netMinor: amountMinor, taxMinor: 0, grossMinor: amountMinor };
  const taxMinor = terms.included ? taxInGross(amountMinor, terms.thousandths) : taxOnNet(amountMinor, terms.thousandths);
  return terms.included
    ? { netMinor: amountMinor - taxMinor, taxMinor, grossMinor: amountMinor }
    : { netMinor: amountMinor, taxMinor, grossMinor: amountMinor + taxMinor };
}

/**
 * The net and tax in a payment (or its document) of `amountMinor` towards `whole`: a final
 * payment's share is the last part (after the deposit), so deposit and final add up to the whole;
 * any other is counted from the start. Capped at the whole; beyond it, net.
 */
export function paymentTaxPart(whole: TaxedAmount, kind: string | null, amountMinor: number): TaxedAmount {
  const within = Math.min(amountMinor, whole.grossMinor);
  const part = taxedPart(whole, kind === 'final' ? whole.grossMinor - within : 0, within);
  return { netMinor: part.netMinor + (amountMinor - within), taxMinor: part.taxMinor, grossMinor: amountMinor };
}

/**
 * An amount of `grossMinor` holding `taxMinor` of tax, as a whole that parts are taken of (money
 * taken, whose refunds give back its tax in proportion by taxedPart).
 */
export function grossWithTax(grossMinor: number, taxMinor: number): TaxedAmount {
  return { netMinor: grossMinor - taxMinor, taxMinor, grossMinor };
}

/** The tax of `whole` in the same money counted in another currency (`grossMinor` of it), rounded half up. */
export function taxInOtherCurrency(whole: TaxedAmount, grossMinor: number): number {
  return whole.grossMinor <= 0 ? 0 : mulDivHalfUp(grossMinor, whole.taxMinor, whole.grossMinor);
}

/**
 * The tax in the next payment of `amountMinor` towards `whole`, once `received` (net of refunds:
 * its gross and the tax it held) came in: the whole's tax up to the end of this payment, less the
 * tax already received. Payments therefore add up to the whole's tax exactly, whatever was
 * re-priced or refunded between them: a deposit (nothing received yet) carries its share, the last
 * payment the rest. Never below 0 nor above the payment.
 */
export function nextPaymentTax(whole: TaxedAmount, received: Pick<TaxedAmount, 'grossMinor' | 'taxMinor'>, amountMinor: number): number {
  if (whole.grossMinor <= 0 || whole.taxMinor === 0) return 0;
  const taxUpToThisPayment = mulDivHalfUp(Math.min(received.grossMinor + amountMinor, whole.grossMinor), whole.taxMinor, whole.grossMinor);
  return Math.min(amountMinor, Math.max(0, taxUpToThisPayment - received.taxMinor));
}
