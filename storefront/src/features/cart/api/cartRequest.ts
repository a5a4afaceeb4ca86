import type { Schema } from '@voosh/api-client';
import {
  centsToDecimalText,
  INITIAL_PURCHASE_REQUEST_STATUS,
  orderTotals,
  type OrderTotals,
  type PricedLine,
  productsText,
  changedReferences,
  type RequestReferences,
} from '@voosh/shared';
import type { CartItem } from './types';

type CreateBody = Schema<'CreatePurchaseRequestDto'>;

/** A cart line in integer cents; a quoted price (null) counts as 0 until the consultation. */
function pricedLine(item: CartItem): PricedLine {
  return { setupCents: item.setupCents ?? 0, monthlyCents: item.monthlyCents ?? 0, quantity: item.quantity };
}

/** Setup total, monthly total and setup plus the first month (the request's project value), from the server's cents. */
export function cartTotals(items: readonly CartItem[]): OrderTotals {
  return orderTotals(items.map(pricedLine));
}

/**
 * The cart's purchase request body: {products (JSON text of [{productName, quantity, price,
 * setupPrice}]), totalAmount, status} and the buyer's references given (none: the spec's body as it is).
 */
export function cartRequestBody(items: readonly CartItem[], references: Partial<RequestReferences> = {}): CreateBody {
  return {
    ...changedReferences(references),
    products: productsText(items.map((item) => ({ productName: item.productName, ...pricedLine(item) }))),
    totalAmount: centsToDecimalText(cartTotals(items).totalCents),
    status: INITIAL_PURCHASE_REQUEST_STATUS as CreateBody['status'],
  };
}
