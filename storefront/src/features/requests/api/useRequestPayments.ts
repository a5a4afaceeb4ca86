import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

export type RequestPayment = Schema<'PaymentResponse'>;

/** How often to read the payments again, given the last answer (false: stop). */
export type PaymentsPolling = (payments: RequestPayment[] | undefined) => number | false;

/**
 * GET /api/purchase-requests/{id}/payments: the request's payments, oldest first. Read when
 * `enabled`; `poll` reads them again while a card payment waits for the provider's webhook.
 */
export function useRequestPayments(id: number, { enabled = true, poll }: { enabled?: boolean; poll?: PaymentsPolling } = {}) {
  return useQuery({
    queryKey: requestKeys.payments(id),
    queryFn: async () => unwrap(await api.GET('/api/purchase-requests/{id}/payments', { params: { path: { id } } })),
    enabled,
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  });
}
