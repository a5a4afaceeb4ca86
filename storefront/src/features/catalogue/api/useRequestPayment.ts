import { centsToDollars, orderTotals } from '@voosh/shared';
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
    totalAmount: centsToDollars(
      orderTotals([{ setupCents: product.setupCents ?? 0, monthlyCents: product.monthlyCents ?? 0, quantity }]).totalCents,
    ),
    productType,
  }));
}
