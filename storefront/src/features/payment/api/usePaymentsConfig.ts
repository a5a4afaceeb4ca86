import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** GET /api/payments/config: whether card payments are configured, and Stripe's publishable key. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: ['payments', 'config'], queryFn: async () => unwrap(await api.GET('/api/payments/config')) });
}
