import { isDocumentPaymentKind, type TransferKind } from '@voosh/shared';
import type { PurchaseRequestEvent } from '../data/types';
import { useRequestEvents } from './useRequestLedger';

/** What a customer said of a transfer they sent (a 'transfer_reported' event's values). */
export interface TransferNotice {
  kind: TransferKind;
  amountUsdCents: number;
  sentOn: string;
  reference: string;
  note: string | null;
}

function noticeOf(event: PurchaseRequestEvent): TransferNotice | null {
  const after = (event.after ?? {}) as Record<string, unknown>;
  if (!isDocumentPaymentKind(after.kind) || typeof after.reference !== 'string' || typeof after.sentOn !== 'string') return null;
  return {
    kind: after.kind,
    amountUsdCents: typeof after.amountUsdCents === 'number' ? after.amountUsdCents : 0,
    sentOn: after.sentOn,
    reference: after.reference,
    note: typeof after.note === 'string' && after.note ? after.note : null,
  };
}

/**
 * The newest notice of a transfer that no payment recorded since has answered: for the request's
 * payments (`planChargeId` null) a recorded payment answers every notice before it; a month's
 * notices stand while the month is open.
 */
export function standingTransferNotice(events: readonly PurchaseRequestEvent[], planChargeId: number | null): TransferNotice | null {
  for (const event of [...events].reverse()) {
    if (event.type === 'payment_recorded' && planChargeId === null) return null;
    if (event.type !== 'transfer_reported') continue;
    const after = (event.after ?? {}) as Record<string, unknown>;
    if ((after.planChargeId ?? null) === planChargeId) return noticeOf(event);
  }
  return null;
}

/** The standing notice of a request's (or its plan month's) transfer, once its timeline is loaded; null without a request. */
export function useStandingTransferNotice(requestId: number | null, planChargeId: number | null = null): TransferNotice | null {
  const { data: events } = useRequestEvents(requestId ?? 0, requestId !== null);
  return events ? standingTransferNotice(events, planChargeId) : null;
}

/** The admin's note on the payment recorded from a notice: 'Customer reported sending it on 2026-11-27: From NCB'. */
export const noticeNote = (notice: TransferNotice) =>
  `Customer reported sending it on ${notice.sentOn}${notice.note ? `: ${notice.note}` : ''}`;
