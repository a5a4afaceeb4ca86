import { centsToDecimalText, productPricing } from '@voosh/shared';
import { armSummary } from '../catalog/catalog.mapper';
import type { CartItemResponse } from './dto/cart-item.response';
import type { CartItem } from './entities/cart-item.entity';
import { isOrderable } from './orderable-product';

/** A cart line as answered; its product and arm must be loaded. */
export function cartItemResponse(item: CartItem): CartItemResponse {
  const { product } = item;
  const pricing = productPricing(product);
  return {
    id: item.id,
    productName: product.name,
    quantity: item.quantity,
    price: centsToDecimalText(product.monthlyCents ?? 0),
    productId: product.id,
    arm: armSummary(product.arm),
    setupCents: product.setupCents,
    monthlyCents: product.monthlyCents,
    setupPrice: pricing.oneTime,
    monthlyPrice: pricing.monthly,
    available: isOrderable(product, false),
  };
}
