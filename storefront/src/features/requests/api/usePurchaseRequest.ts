import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

/** The path one of the customer's requests is read from. */
export const purchaseRequestPath = (id: number) => `/api/purchase-requests/${id}`;

/** GET /api/purchase-requests/{id}: one of the customer's requests (404 when it is not theirs); none for a null id. */
export const purchaseRequestQuery = (id: number | null) =>
  queryOptions({
    queryKey: requestKeys.request(id ?? 0),
    queryFn: async () => unwrap(await api.GET('/api/purchase-requests/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });

export function usePurchaseRequest(id: number | null) {
  return useQuery(purchaseRequestQuery(id));
}
