import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

/** GET /api/purchase-requests/{id}: one of the customer's requests (404 when it is not theirs). */
export function usePurchaseRequest(id: number | null) {
  return useQuery({
    queryKey: requestKeys.request(id ?? 0),
    queryFn: async () => unwrap(await api.GET('/api/purchase-requests/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}
