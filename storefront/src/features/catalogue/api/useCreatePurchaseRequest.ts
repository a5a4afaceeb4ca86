import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { INITIAL_PURCHASE_REQUEST_STATUS } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from '../../requests/api/requestKeys';

type CreateBody = Schema<'CreatePurchaseRequestDto'>;

/** The product-page body but its status, which is always the initial one. */
export type ProductRequestBody = Omit<CreateBody, 'status'>;

/**
 * POST /api/purchase-requests in the product-page shape, sent with the input's Idempotency-Key
 * (a repeat of one request is stored once); the customer's request list is refreshed after.
 */
export function useCreatePurchaseRequest<Input extends { idempotencyKey: string }>(toBody: (input: Input) => ProductRequestBody) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      // The body's status is the one literal the API accepts; the shared constant is typed as any status.
      const body: CreateBody = { ...toBody(input), status: INITIAL_PURCHASE_REQUEST_STATUS as CreateBody['status'] };
      return unwrap(await api.POST('/api/purchase-requests', { params: { header: { 'idempotency-key': input.idempotencyKey } }, body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
