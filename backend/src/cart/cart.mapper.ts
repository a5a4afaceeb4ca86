import { centsToDecimalText, productPricing } from '@voosh/shared';
import type { CartLineRow } from './cart-line.queries';
import type { CartItemResponse } from './dto/cart-item.response';
import { isOrderable } from './orderable-product';

/** A cart line as answered. */
export function cartItemResponse(line: CartLineRow): CartItemResponse {
  const pricing = productPricing(line);
  return {
    id: line.id,
    productName: line.productName,
    quantity: line.quantity,
    price: centsToDecimalText(line.monthlyCents ?? 0),
    productId: line.productId,
    arm: { id: line.armId, name: line.armName, slug: line.armSlug, title: line.armTitle },
    setupCents: line.setupCents,
    monthlyCents: line.monthlyCents,
    setupPrice: pricing.oneTime,
    monthlyPrice: pricing.monthly,
    available: isOrderable(line, false),
  };
}
