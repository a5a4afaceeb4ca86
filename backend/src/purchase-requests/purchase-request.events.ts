import type { ApprovalDecision } from '@voosh/shared';
import type { User } from '../users/entities/user.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

/** A customer submitted a purchase request. */
export class PurchaseRequested {
  constructor(
    readonly request: PurchaseRequest,
    readonly customer: User,
  ) {}
}

/**
 * An admin changed what a request accepts (its status or its amount due), raised in that
 * transaction with the request locked and the change flushed, so what depends on those terms (the
 * open card intents, the quote and invoices) changes in the same commit.
 */
export class RequestTermsChanged {
  constructor(
    readonly request: PurchaseRequest,
    readonly actor: User,
    /** Whether the amount due changed (else only the status did). */
    readonly amountChanged: boolean,
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

/**
 * A request waits for an approver of its company: on submission above the company's approval
 * amount, or when the vendor raised it above what was approved. `request.user` and `request.company` are loaded.
 */
export class ApprovalRequested {
  constructor(readonly request: PurchaseRequest) {}
}

/** An approver of the request's company approved or declined it, with their note. */
export class ApprovalDecided {
  constructor(
    readonly request: PurchaseRequest,
    readonly approver: User,
    readonly decision: ApprovalDecision,
    readonly note: string | null,
  ) {}
}
