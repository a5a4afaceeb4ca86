import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

export type RequestEvent = Schema<'PurchaseRequestEventResponse'>;

/** GET /api/purchase-requests/{id}/events: the request's timeline, oldest first (staff appear as the team). */
export function useRequestEvents(id: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: requestKeys.events(id),
    queryFn: async () => unwrap(await api.GET('/api/purchase-requests/{id}/events', { params: { path: { id } } })),
    enabled,
  });
}
