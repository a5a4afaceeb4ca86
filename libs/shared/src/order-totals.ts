import { centsToDollars } from './money';

/**
 * Totals of a cart or purchase request in cents: setup total, monthly total, and the request's
 * `totalAmount` = setup total + one month of the monthly total.
 */
export interface PricedLine {
  readonly setupCents: number;
  readonly monthlyCents: number;
  readonly quantity: number;
}

export interface OrderTotals {
  /** One-time setup total. */
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

/** A line as a request's `products` text lists it. */
export interface ProductsTextLine extends PricedLine {
  readonly productName: string;
}

/**
 * The `products` text of a cart request and of a request's answer: a JSON list of
 * {productName, quantity, price (monthly), setupPrice} with unit prices in dollars.
 */
export function productsText(lines: readonly ProductsTextLine[]): string {
  return JSON.stringify(
    lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      price: centsToDollars(line.monthlyCents),
      setupPrice: centsToDollars(line.setupCents),
    })),
  );
}
