import { type PaymentKind, whyUnpayable } from '@voosh/shared';
import type { PurchaseRequest } from './api/usePurchaseRequests';

/** Why `request` takes no `kind` payment now ('This request is not approved yet', 'This request is fully paid'), or null. */
export function unpayableReason(request: PurchaseRequest, kind: PaymentKind): string | null {
  const { status, amountDueCents, amountPaid, balanceDue, depositPaid, fullyPaid } = request;
  return whyUnpayable(kind, status, amountDueCents, { amountPaidCents: amountPaid, balanceDueCents: balanceDue, depositPaid, fullyPaid });
}
