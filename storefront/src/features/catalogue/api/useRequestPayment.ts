import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { centsToDollars, INITIAL_PURCHASE_REQUEST_STATUS } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import type { Product } from './types';
import { requestKeys } from '../../requests/api/requestKeys';

type CreateBody = Schema<'CreatePurchaseRequestDto'>;

export interface PaymentRequest {
  product: Product;
  quantity: number;
  productType: NonNullable<CreateBody['productType']>;
  /** The same key for repeats of one request (same product and quantity). */
  idempotencyKey: string;
}

/**
 * POST /api/purchase-requests in the spec's product-page shape: {productName, quantity,
 * totalAmount (setup plus the first month, in dollars; the server prices it anyway), status
 * 'submitted', productType}, sent with an Idempotency-Key.
 */
export function useRequestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, quantity, productType, idempotencyKey }: PaymentRequest) => {
      const body: CreateBody = {
        productName: product.name,
        quantity,
        totalAmount: centsToDollars(((product.setupCents ?? 0) + (product.monthlyCents ?? 0)) * quantity),
        status: INITIAL_PURCHASE_REQUEST_STATUS as CreateBody['status'],
        productType,
      };
      return unwrap(await api.POST('/api/purchase-requests', { params: { header: { 'idempotency-key': idempotencyKey } }, body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
