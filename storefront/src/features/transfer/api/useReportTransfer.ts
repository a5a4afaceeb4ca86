import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from '../../requests/api/requestKeys';
import { transferKey, type TransferTarget } from './useTransfer';

export interface TransferNoticeValues {
  sentOn: string;
  reference: string;
  note: string;
}

/** POST the customer's notice that they sent the transfer; the transfer and the request (its timeline) are read again. */
export function useReportTransfer(target: TransferTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sentOn, reference, note }: TransferNoticeValues) => {
      const body = { sentOn, reference, ...(note.trim() ? { note } : {}) };
      return 'requestId' in target
        ? unwrap(
            await api.POST('/api/purchase-requests/{id}/transfer-notices', {
              params: { path: { id: target.requestId } },
              body: { ...body, type: target.kind },
            }),
          )
        : unwrap(
            await api.POST('/api/plans/{id}/months/{chargeId}/transfer-notices', {
              params: { path: { id: target.planId, chargeId: target.chargeId } },
              body,
            }),
          );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: transferKey(target) });
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
