/**
 * US-dollar money: integer cents in arithmetic, display texts ('$250', '$125/mo',
 * 'Quote Required') derived from them, and the client's whole-dollar price-text parsing.
 */
import { STRIKE_THROUGH_FACTOR, STRIKE_THROUGH_THRESHOLD_USD } from './limits';
import { groupThousands, roundHalfUp } from './number';

/** The price text of products priced by consultation (prices null). */
export const QUOTE_REQUIRED = 'Quote Required';

const CENTS_PER_DOLLAR = 100;

/** A cents amount as sign, whole dollars and the two-digit cents (rounded to a whole cent first). */
function splitCents(cents: number): { sign: string; dollars: number; centsText: string } {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const rest = abs % CENTS_PER_DOLLAR;
  return { sign: rounded < 0 ? '-' : '', dollars: (abs - rest) / CENTS_PER_DOLLAR, centsText: String(rest).padStart(2, '0') };
}

/**
 * An amount in minor units (cents, pence) after its currency's symbol, to the unit: decimals only
 * when there are some. (199999, 'J$') -> 'J$1,999.99', (100000, '£') -> '£1,000'.
 */
export function formatMinorUnits(minor: number, symbol: string): string {
  const { sign, dollars, centsText } = splitCents(minor);
  return `${sign}${symbol}${groupThousands(dollars)}${centsText === '00' ? '' : `.${centsText}`}`;
}

/** 25000 -> '$250', 152000 -> '$1,520', 1250 -> '$12.50': decimals only when there are cents. */
export function formatUsd(cents: number): string {
  return formatMinorUnits(cents, '$');
}

/** 12500 -> '$125/mo'. */
export function formatMonthly(cents: number): string {
  return `${formatUsd(cents)}/mo`;
}

/**
 * The client's reading of a price text: strips '$', commas, '/mo' and whitespace and takes the
 * whole dollars ('$1,520' -> 152000, '$125/mo' -> 12500, '$12.50' -> 1200). Null for
 * 'Quote Required' and anything else that is not a plain non-negative number.
 */
export function parsePriceText(text: string): number | null {
  const stripped = text.replace(/\/mo/g, '').replace(/[$,\s]/g, '');
  const match = /^(\d+)(?:\.\d*)?$/.exec(stripped);
  if (!match) return null;
  const dollars = Number(match[1]);
  return Number.isSafeInteger(dollars * CENTS_PER_DOLLAR) ? dollars * CENTS_PER_DOLLAR : null;
}

/** 12.5 -> 1250, 0.1 + 0.2 -> 30, 1.005 -> 101 (nearest cent, halves away from zero). */
export function dollarsToCents(value: number): number {
  return roundHalfUp(value * CENTS_PER_DOLLAR);
}

/** 12550 -> 125.5: cents as a dollar number (the `price` and `setupPrice` fields of request bodies). */
export function centsToDollars(cents: number): number {
  return cents / CENTS_PER_DOLLAR;
}

/** 52550 -> '525.50': two decimals, no symbol, no separators (the `totalAmount` text). */
export function centsToDecimalText(cents: number): string {
  const { sign, dollars, centsText } = splitCents(cents);
  return `${sign}${dollars}.${centsText}`;
}

/** 4138313 -> '41,383.13': two decimals with thousands separators, no symbol (a charged amount). */
export function formatDecimalAmount(cents: number): string {
  const { sign, dollars, centsText } = splitCents(cents);
  return `${sign}${groupThousands(dollars)}.${centsText}`;
}

/** The struck-through "was" price of the product page: 1.2 times the price when over $100, else null. */
export function strikeThroughCents(cents: number): number | null {
  return cents > STRIKE_THROUGH_THRESHOLD_USD * CENTS_PER_DOLLAR ? roundHalfUp(cents * STRIKE_THROUGH_FACTOR) : null;
}
