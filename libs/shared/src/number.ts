/**
 * Locale-independent number helpers: thousands grouping and half-up rounding that is not fooled
 * by binary floating point (1.005 * 100 = 100.49999999999999 still rounds to 101).
 */

/** Digits of a non-negative whole number with commas every three digits: 39375 -> '39,375'. */
export function groupThousands(whole: number): string {
  return Math.trunc(Math.abs(whole))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Rounds to the nearest integer, halves away from zero, after trimming float noise to
 * 15 significant digits (so 197.49999999999997 from 0.79 * 250 counts as 197.5 and gives 198).
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const cleaned = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.round(cleaned);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
