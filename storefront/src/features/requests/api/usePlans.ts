import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

export type Plan = Schema<'PlanResponse'>;
export type PlanCharge = Schema<'PlanChargeResponse'>;

export const PLANS_KEY = ['plans'] as const;

/** How often the plans are read again while a change of currency is being applied. */
export const PLAN_CHANGE_POLL_MS = 2000;

/** GET /api/plans: the customer's monthly plans, one per completed and paid request (read again while a change of currency is under way). */
export function usePlans() {
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: async () => unwrap(await api.GET('/api/plans')),
    refetchInterval: (query) => (query.state.data?.some((plan) => plan.currencyChangePending) ? PLAN_CHANGE_POLL_MS : false),
  });
}

/** After a change of a plan: the plans and its request's timeline are read again. */
export async function refreshPlans(queryClient: QueryClient, requestId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
    queryClient.invalidateQueries({ queryKey: requestKeys.events(requestId) }),
  ]);
}
