import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export const PAYMENTS_CONFIG_KEY = ['payments', 'config'] as const;

/**
 * GET /api/payments/config: whether card payments are configured (and Stripe's publishable key),
 * and whether the vendor takes bank transfers. Pay buttons, the payment page and the transfer page read it.
 */
export const paymentsConfigQuery = queryOptions({
  queryKey: PAYMENTS_CONFIG_KEY,
  queryFn: async () => unwrap(await api.GET('/api/payments/config')),
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery);
}
