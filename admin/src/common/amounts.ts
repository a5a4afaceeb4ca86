/**
 * Amounts typed by an admin: US dollars with at most two decimals (inputs step by 0.01),
 * checked against a range in cents before anything is sent.
 */
import { dollarsToCents, formatUsd } from '@voosh/shared';

export const AMOUNT_STEP = 0.01;

export const AMOUNT_TEXTS = {
  notANumber: 'Enter an amount in dollars, such as 250 or 99.50',
  tooManyDecimals: 'Use at most two decimals (cents)',
  atLeast: (minCents: number) => `Enter at least ${formatUsd(minCents)}`,
  atMost: (maxCents: number) => `Enter at most ${formatUsd(maxCents)}`,
} as const;

export interface AmountRange {
  /** Smallest amount accepted, in cents (1 cent unless said otherwise). */
  minCents?: number;
  /** Largest amount accepted, in cents (none unless said). */
  maxCents?: number;
}

/** True when a dollar number has at most two decimals (12.5, 12.34; not 12.345). */
export function hasWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Why a dollar amount is refused, or undefined when it is within the range. */
export function amountError(dollars: number, { minCents = 1, maxCents }: AmountRange = {}): string | undefined {
  if (!Number.isFinite(dollars)) return AMOUNT_TEXTS.notANumber;
  if (!hasWholeCents(dollars)) return AMOUNT_TEXTS.tooManyDecimals;
  const cents = dollarsToCents(dollars);
  if (cents < minCents) return AMOUNT_TEXTS.atLeast(minCents);
  if (maxCents !== undefined && cents > maxCents) return AMOUNT_TEXTS.atMost(maxCents);
  return undefined;
}

/** A typed value ('', null, '12.5', 12.5) as a dollar number, or null when nothing was typed. */
export function dollarsOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const dollars = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(dollars) ? Number.NaN : dollars;
}
