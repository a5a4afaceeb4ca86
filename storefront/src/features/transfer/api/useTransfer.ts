import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import type { PaymentKind } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';

export type Transfer = Schema<'TransferResponse'>;
export type TransferNotice = Schema<'TransferNoticeResponse'>;

/** What a transfer pays: a payment of a request, or a month of an invoice plan. */
export type TransferTarget = { requestId: number; kind: PaymentKind } | { planId: number; chargeId: number };

export const transferKey = (target: TransferTarget | null) =>
  target === null
    ? (['transfer'] as const)
    : 'requestId' in target
      ? (['transfer', 'request', target.requestId, target.kind] as const)
      : (['transfer', 'plan', target.planId, target.chargeId] as const);

/** The path and query the transfer of `target` is read from. */
export const transferPath = (target: TransferTarget) =>
  'requestId' in target
    ? `/api/purchase-requests/${target.requestId}/transfer?type=${target.kind}`
    : `/api/plans/${target.planId}/months/${target.chargeId}/transfer`;

/** GET the transfer's amount, reference, bank details, invoice and the customer's standing notice (409: nothing to pay now). */
export const transferQuery = (target: TransferTarget | null) =>
  queryOptions({
    queryKey: transferKey(target),
    enabled: target !== null,
    retry: false,
    queryFn: async () =>
      target !== null && 'requestId' in target
        ? unwrap(
            await api.GET('/api/purchase-requests/{id}/transfer', {
              params: { path: { id: target.requestId }, query: { type: target.kind } },
            }),
          )
        : unwrap(
            await api.GET('/api/plans/{id}/months/{chargeId}/transfer', {
              params: { path: { id: target!.planId, chargeId: target!.chargeId } },
            }),
          ),
  });

export function useTransfer(target: TransferTarget | null) {
  return useQuery(transferQuery(target));
}
