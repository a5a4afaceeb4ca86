import { QUANTITY_MAX } from '@voosh/shared';
import { badRequest } from '../common/http/api-error';
import { PURCHASE_REQUEST_MESSAGES } from './purchase-requests.messages';

const MAX_LINES = 100;

const isQuantity = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= QUANTITY_MAX;

/**
 * Reads the cart's `products` text the client sent: a JSON list of {productName (or name),
 * quantity, ...}. Answers quantity per product name; anything malformed is a 400.
 */
export function parseCartSnapshot(text: string): Map<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(PURCHASE_REQUEST_MESSAGES.productsFormat);
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_LINES)
    throw badRequest(PURCHASE_REQUEST_MESSAGES.productsFormat);
  const quantities = new Map<string, number>();
  for (const line of parsed as unknown[]) {
    const { productName, name, quantity } = (typeof line === 'object' && line !== null ? line : {}) as Record<string, unknown>;
    const label = productName ?? name;
    if (typeof label !== 'string' || !label.trim() || !isQuantity(quantity)) throw badRequest(PURCHASE_REQUEST_MESSAGES.productsFormat);
    quantities.set(label.trim(), (quantities.get(label.trim()) ?? 0) + quantity);
  }
  return quantities;
}

/** Same product names with the same quantities, in any order. */
export function sameQuantities(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([name, quantity]) => b.get(name) === quantity);
}
