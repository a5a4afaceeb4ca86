import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { refreshPlans } from './usePlans';

/** POST /api/plans/{id}/cancel: the plan ends with the current period; the plan and its request's timeline are read again. */
export function useCancelPlan(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (planId: number) => unwrap(await api.POST('/api/plans/{id}/cancel', { params: { path: { id: planId } } })),
    onSettled: () => refreshPlans(queryClient, requestId),
  });
}
