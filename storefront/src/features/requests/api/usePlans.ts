import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';

export type Plan = Schema<'PlanResponse'>;
export type PlanCharge = Schema<'PlanChargeResponse'>;

export const PLANS_KEY = ['plans'] as const;

/** GET /api/plans: the customer's monthly plans, one per completed and paid request. */
export function usePlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: async () => unwrap(await api.GET('/api/plans')) });
}
