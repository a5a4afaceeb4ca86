import type { RefundFigures } from '../payments/payment.events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import type { PlanCharge } from './entities/plan-charge.entity';
import type { Plan } from './entities/plan.entity';

// Each event carries the plan with its lines, and its request with the customer (`request.user`) loaded.

/** A month was asked: an offline plan's invoice (mailed), or a card renewal Stripe charged or tried to. */
export class PlanMonthInvoiced {
  constructor(
    readonly plan: Plan,
    readonly request: PurchaseRequest,
    readonly charge: PlanCharge,
  ) {}
}

/** A month was paid: by card (Stripe's invoice.paid) or offline (an admin recorded it). */
export class PlanMonthPaid {
  constructor(
    readonly plan: Plan,
    readonly request: PurchaseRequest,
    readonly charge: PlanCharge,
  ) {}
}

/** A card renewal failed and the plan became past due: the customer is sent the page to pay with another card. */
export class PlanPaymentFailed {
  constructor(
    readonly plan: Plan,
    readonly request: PurchaseRequest,
    readonly charge: PlanCharge,
  ) {}
}

/** Part or all of a paid month went back to the customer. */
export class PlanMonthRefunded {
  constructor(
    readonly plan: Plan,
    readonly request: PurchaseRequest,
    readonly charge: PlanCharge,
    readonly refund: RefundFigures,
  ) {}
}

/** A plan started, its request paid in full and completed. */
export class PlanStarted {
  constructor(
    readonly plan: Plan,
    readonly request: PurchaseRequest,
  ) {}
}

/** A plan's status changed (paused, resumed, past due, canceled), by an admin, the customer's period ending, or Stripe. */
export class PlanStatusChanged {
  constructor(
    readonly plan: Plan,
    readonly request: PurchaseRequest,
    readonly from: string,
  ) {}
}
