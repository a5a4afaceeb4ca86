import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { purchaseRequestsQueryKey } from './usePurchaseRequests';

/** The key of one request's data (its own answer, payments, timeline): under the list's key, so invalidating the list refreshes them too. */
export const purchaseRequestKey = (id: number) => [...purchaseRequestsQueryKey, id] as const;

/** GET /api/purchase-requests/{id}: one of the customer's requests (404 when it is not theirs). */
export function usePurchaseRequest(id: number | null) {
  return useQuery({
    queryKey: [...purchaseRequestKey(id ?? 0), 'request'],
    queryFn: async () => unwrap(await api.GET('/api/purchase-requests/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}
