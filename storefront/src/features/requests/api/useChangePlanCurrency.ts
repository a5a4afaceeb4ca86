import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { refreshPlans } from './usePlans';

/**
 * POST /api/plans/{id}/currency: an invoice plan bills in the new currency from its next month at
 * once; a card plan answers the card to confirm for it (cardSetup).
 */
export function useChangePlanCurrency(planId: number, requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (currency: CurrencyCode) =>
      unwrap(await api.POST('/api/plans/{id}/currency', { params: { path: { id: planId } }, body: { currency } })),
    onSuccess: (answer) => (answer.cardSetup ? undefined : refreshPlans(queryClient, requestId)),
  });
}
