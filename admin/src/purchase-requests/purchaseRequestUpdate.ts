import { type PurchaseRequestStatus, type RequestReferences, requestReferencesOf } from '@voosh/shared';
import { dollarsOf } from '../common/amounts';
import type { UpdatePurchaseRequestBody } from '../data/types';

export interface PurchaseRequestFormValues extends Partial<RequestReferences> {
  status: PurchaseRequestStatus;
  adminNotes?: string | null;
  adminAdjustedAmount?: number | string | null;
}

/**
 * The spec's body of the update panel: {status, adminNotes, adminAdjustedAmount} with the buyer's
 * references (empty as null), the adjusted amount (dollars) sent only when it is a number above 0.
 */
export function purchaseRequestUpdate(values: PurchaseRequestFormValues): UpdatePurchaseRequestBody {
  const body: UpdatePurchaseRequestBody = {
    status: values.status,
    adminNotes: values.adminNotes ?? null,
    ...requestReferencesOf<PurchaseRequestFormValues>(values),
  };
  const amount = dollarsOf(values.adminAdjustedAmount);
  if (amount !== null && Number.isFinite(amount) && amount > 0) body.adminAdjustedAmount = amount;
  return body;
}
