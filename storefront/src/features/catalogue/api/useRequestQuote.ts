import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { INITIAL_PURCHASE_REQUEST_STATUS } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { newIdempotencyKey } from './idempotencyKey';

/** The body's status is the one literal the API accepts; the shared constant is typed as any status. */
type CreateBody = Schema<'CreatePurchaseRequestDto'>;

/** A custom product is an arm's product: the product page's `productType` for it. */
const QUOTE_PRODUCT_TYPE = 'arm';

/**
 * POST /api/purchase-requests (the product-page shape) for a custom product: it is priced after
 * the consultation, so the total sent is 0 (the server prices from the catalogue anyway). Each
 * press carries its own Idempotency-Key, so a retried request is not stored twice.
 */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productName: string) =>
      unwrap(
        await api.POST('/api/purchase-requests', {
          params: { header: { 'idempotency-key': newIdempotencyKey() } },
          body: { productName, quantity: 1, totalAmount: 0, status: INITIAL_PURCHASE_REQUEST_STATUS as CreateBody['status'], productType: QUOTE_PRODUCT_TYPE },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['purchase-requests'] }),
  });
}
