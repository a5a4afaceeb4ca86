import { changedReferences, type PurchaseRequestStatus, type RequestReferences } from '@voosh/shared';
import { dollarsOf } from '../common/amounts';
import type { UpdatePurchaseRequestBody } from '../data/types';

export interface PurchaseRequestFormValues extends Partial<RequestReferences> {
  status: PurchaseRequestStatus;
  adminNotes?: string | null;
  adminAdjustedAmount?: number | string | null;
}

/**
 * The spec's body of the update panel: {status, adminNotes, adminAdjustedAmount}, the adjusted
 * amount (dollars) sent only when it is a number above 0, and the buyer's references the admin
 * changed from `previous` (the record as read; none changed: the spec's body as it is).
 */
export function purchaseRequestUpdate(values: PurchaseRequestFormValues, previous?: Partial<RequestReferences>): UpdatePurchaseRequestBody {
  const body: UpdatePurchaseRequestBody = {
    status: values.status,
    adminNotes: values.adminNotes ?? null,
    ...changedReferences(values, previous),
  };
  const amount = dollarsOf(values.adminAdjustedAmount);
  if (amount !== null && Number.isFinite(amount) && amount > 0) body.adminAdjustedAmount = amount;
  return body;
}
