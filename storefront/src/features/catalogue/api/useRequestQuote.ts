import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { INITIAL_PURCHASE_REQUEST_STATUS } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from '../../requests/api/requestKeys';

/** The body's status is the one literal the API accepts; the shared constant is typed as any status. */
type CreateBody = Schema<'CreatePurchaseRequestDto'>;

/** A custom product is an arm's product: the product page's `productType` for it. */
const QUOTE_PRODUCT_TYPE = 'arm';

export interface QuoteRequest {
  productName: string;
  /** The customer's details for the team; left out when empty. */
  details: string;
  /** One key per quote dialog, so a repeated or retried send is stored once. */
  idempotencyKey: string;
}

/**
 * POST /api/purchase-requests (the product-page shape) for a custom product: it is priced after
 * the consultation, so the total sent is 0 (the server prices from the catalogue anyway); the
 * details go as `customerNotes` for the admin who prepares the quote.
 */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productName, details, idempotencyKey }: QuoteRequest) => {
      const body: CreateBody = {
        productName,
        quantity: 1,
        totalAmount: 0,
        status: INITIAL_PURCHASE_REQUEST_STATUS as CreateBody['status'],
        productType: QUOTE_PRODUCT_TYPE,
        ...(details.trim() ? { customerNotes: details.trim() } : {}),
      };
      return unwrap(await api.POST('/api/purchase-requests', { params: { header: { 'idempotency-key': idempotencyKey } }, body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
