import type { Schema } from '@voosh/api-client';
import { centsToDecimalText, INITIAL_PURCHASE_REQUEST_STATUS, orderTotals, type OrderTotals, type PricedLine } from '@voosh/shared';
import type { CartItem } from './api/types';

type CreateBody = Schema<'CreatePurchaseRequestDto'>;

const CENTS_PER_DOLLAR = 100;

/** A cart line in integer cents; a quoted price (null) counts as 0 until the consultation. */
function pricedLine(item: CartItem): PricedLine {
  return { setupCents: item.setupCents ?? 0, monthlyCents: item.monthlyCents ?? 0, quantity: item.quantity };
}

/** Setup total ('Total Due Today'), monthly total and setup plus the first month, from the server's cents. */
export function cartTotals(items: readonly CartItem[]): OrderTotals {
  return orderTotals(items.map(pricedLine));
}

/** The spec's cart request: {products (JSON text of [{productName, quantity, price, setupPrice}]), totalAmount, status}. */
export function cartRequestBody(items: readonly CartItem[]): CreateBody {
  const products = items.map((item) => {
    const line = pricedLine(item);
    return {
      productName: item.productName,
      quantity: item.quantity,
      price: line.monthlyCents / CENTS_PER_DOLLAR,
      setupPrice: line.setupCents / CENTS_PER_DOLLAR,
    };
  });
  return {
    products: JSON.stringify(products),
    totalAmount: centsToDecimalText(cartTotals(items).totalCents),
    status: INITIAL_PURCHASE_REQUEST_STATUS as CreateBody['status'],
  };
}
