import type { TransferKind } from '@voosh/shared';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import type { User } from '../users/entities/user.entity';

/** A customer says they sent a bank transfer; nothing is booked until an admin records it. */
export class TransferReported {
  constructor(
    readonly request: PurchaseRequest,
    readonly customer: User,
    readonly notice: {
      kind: TransferKind;
      amountUsdCents: number;
      sentOn: string;
      reference: string;
      note: string | null;
      invoiceNumber: string | null;
      planChargeId: number | null;
    },
  ) {}
}
