/**
 * Totals of a cart or purchase request in cents: setup total, monthly total, and the request's
 * `totalAmount` = setup total + one month of the monthly total (DESIGN.md section 5).
 */
export interface PricedLine {
  readonly setupCents: number;
  readonly monthlyCents: number;
  readonly quantity: number;
}

export interface OrderTotals {
  /** One-time setup total ('Total Due Today'). */
  readonly setupCents: number;
  /** Monthly billing total. */
  readonly monthlyCents: number;
  /** Setup plus the first month. */
  readonly totalCents: number;
}

export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const setupCents = lines.reduce((sum, line) => sum + line.setupCents * line.quantity, 0);
  const monthlyCents = lines.reduce((sum, line) => sum + line.monthlyCents * line.quantity, 0);
  return { setupCents, monthlyCents, totalCents: setupCents + monthlyCents };
}
