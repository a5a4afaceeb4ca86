import type { User } from '../users/entities/user.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

/** A customer submitted a purchase request. */
export class PurchaseRequested {
  constructor(
    readonly request: PurchaseRequest,
    readonly customer: User,
  ) {}
}

/** A request moved from one status to another (by an admin or by a recorded payment). */
export class PurchaseStatusChanged {
  constructor(
    readonly request: PurchaseRequest,
    readonly from: string,
    readonly to: string,
  ) {}
}
