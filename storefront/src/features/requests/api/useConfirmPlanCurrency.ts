import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { refreshPlans } from './usePlans';

/** POST /api/plans/{id}/currency/confirm: once Stripe.js has confirmed the card, the server applies the change. */
export function useConfirmPlanCurrency(planId: number, requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setupIntentId: string) =>
      unwrap(await api.POST('/api/plans/{id}/currency/confirm', { params: { path: { id: planId } }, body: { setupIntentId } })),
    onSettled: () => refreshPlans(queryClient, requestId),
  });
}
