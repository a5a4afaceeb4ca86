import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';

export type PurchaseRequest = Schema<'PurchaseRequestResponse'>;
export type PurchaseRequestItem = Schema<'PurchaseRequestItemResponse'>;

/** Other screens invalidate this key after creating a request (cart, quote). */
export const purchaseRequestsQueryKey = ['purchase-requests'] as const;

/** GET /api/purchase-requests: the signed-in customer's own requests. */
export function usePurchaseRequests() {
  return useQuery({ queryKey: purchaseRequestsQueryKey, queryFn: async () => unwrap(await api.GET('/api/purchase-requests')) });
}
