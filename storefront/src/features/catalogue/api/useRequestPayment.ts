import { centsToDollars } from '@voosh/shared';
import { productOrderTotals } from '../productLookup';
import type { Product } from './types';
import { type ProductRequestBody, useCreatePurchaseRequest } from './useCreatePurchaseRequest';

export interface PaymentRequest {
  product: Product;
  quantity: number;
  productType: NonNullable<ProductRequestBody['productType']>;
  /** The same key for repeats of one request (same product and quantity). */
  idempotencyKey: string;
}

/**
 * Request Payment on a product page: {productName, quantity, totalAmount (setup plus the first
 * month, in dollars; the server prices it anyway), productType}.
 */
export function useRequestPayment() {
  return useCreatePurchaseRequest<PaymentRequest>(({ product, quantity, productType }) => ({
    productName: product.name,
    quantity,
    totalAmount: centsToDollars(productOrderTotals(product, quantity).totalCents),
    productType,
  }));
}
