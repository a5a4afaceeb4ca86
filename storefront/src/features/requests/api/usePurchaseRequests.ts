import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

export type PurchaseRequest = Schema<'PurchaseRequestResponse'>;
export type PurchaseRequestItem = Schema<'PurchaseRequestItemResponse'>;

/** GET /api/purchase-requests: the signed-in customer's own requests. */
export const purchaseRequestsQuery = queryOptions({
  queryKey: requestKeys.all,
  queryFn: async () => unwrap(await api.GET('/api/purchase-requests')),
});

export function usePurchaseRequests() {
  return useQuery(purchaseRequestsQuery);
}
