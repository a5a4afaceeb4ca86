import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { paymentKeys } from './paymentKeys';

/** GET /api/payments/config: whether card payments are configured, and Stripe's publishable key. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: paymentKeys.config, queryFn: async () => unwrap(await api.GET('/api/payments/config')) });
}
