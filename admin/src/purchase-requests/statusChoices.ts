import { allowedNextStatuses, type PurchaseRequestStatus, statusLabel, STATUSES_REACHED_ONLY_BY_PAYMENT } from '@voosh/shared';
import { statusChoicesOf } from '../common/choices';

export interface StatusChoice {
  id: PurchaseRequestStatus;
  name: string;
}

export const CURRENT_SUFFIX = ' (current)';

/**
 * What the update panel offers: the request's status as it is, then only the statuses the
 * server allows next (the answer's allowedNextStatuses; the shared transition table when the
 * answer has none). Statuses reached only by a recorded payment ('paid') are never offered.
 */
export function statusChoices(record: {
  status: PurchaseRequestStatus;
  allowedNextStatuses?: readonly PurchaseRequestStatus[] | null;
}): StatusChoice[] {
  const next = (record.allowedNextStatuses ?? allowedNextStatuses(record.status)).filter(
    (status) => status !== record.status && !STATUSES_REACHED_ONLY_BY_PAYMENT.includes(status),
  );
  return [{ id: record.status, name: `${statusLabel(record.status)}${CURRENT_SUFFIX}` }, ...statusChoicesOf(next)];
}
