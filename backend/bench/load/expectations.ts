import type { PurchaseRequestStatus } from '@voosh/shared';

/**
 * What the run expects the database to hold afterwards, written down as the answers come in:
 * every cart change answered 2xx (in the order the server made them: a customer has one cart
 * operation at a time), every request answered 201, every admin update and every paid intent.
 */

export interface Session {
  user: { id: number; email: string };
  auth: Record<string, string>;
}

export interface CartLine {
  id: number;
  quantity: number;
}

export class Customer {
  /** The cart as the answers so far left it (product name -> line). */
  readonly cart = new Map<string, CartLine>();
  /** A cart change whose outcome is unknown (no answer, or an unexpected one): its cart is not compared. */
  uncertain = false;

  constructor(readonly session: Session) {}

  get id(): number {
    return this.session.user.id;
  }
}

/**
 * The customers not in a cart or submit operation. An operation takes one (the longest idle, one
 * matching `prefer` when there is) and gives it back; with none idle it waits, and the wait counts
 * in its latency (measured from its scheduled start).
 */
export class CustomerPool {
  private readonly idle: Customer[];
  private readonly waiting: ((customer: Customer) => void)[] = [];

  constructor(readonly all: readonly Customer[]) {
    this.idle = [...all];
  }

  acquire(prefer?: (customer: Customer) => boolean): Promise<Customer> {
    const index = prefer ? this.idle.findIndex(prefer) : -1;
    const customer = index >= 0 ? this.idle.splice(index, 1)[0] : this.idle.shift();
    if (customer) return Promise.resolve(customer);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(customer: Customer): void {
    const next = this.waiting.shift();
    if (next) next(customer);
    else this.idle.push(customer);
  }
}

/** One 2xx cart change: an add's delta, a quantity set, a removal, or the cart emptied by a submit. */
export type CartChange =
  | { userId: number; change: 'add'; product: string; quantity: number }
  | { userId: number; change: 'set'; product: string; quantity: number }
  | { userId: number; change: 'remove'; product: string }
  | { userId: number; change: 'clear' };

export interface TrackedRequest {
  id: number;
  owner: Customer;
  /** The Idempotency-Key it was submitted with; null for the requests made before the run. */
  key: string | null;
  /** Product name -> quantity, as submitted; null for the requests made before the run. */
  items: Map<string, number> | null;
  status: PurchaseRequestStatus;
  /** The last admin note answered 200. */
  notes: string | null;
  /** An update or payment of it had no expected answer: its outcome, so its status and notes, are unknown. */
  uncertain?: boolean;
}

export interface AdminUpdate {
  requestId: number;
  adminId: number;
  /** Set when the update changed the status. */
  status?: { from: PurchaseRequestStatus; to: PurchaseRequestStatus };
  note: string;
}

export interface PaidIntent {
  requestId: number;
  paymentId: number;
  intentId: string;
  eventId: string;
}

export class Expectations {
  readonly cartChanges: CartChange[] = [];
  /** Every request the run knows of: made before it (payable) and submitted during it. */
  readonly requests = new Map<number, TrackedRequest>();
  /** Submitted during the run, not yet taken by an admin update: approved next, oldest first. */
  readonly toApprove: TrackedRequest[] = [];
  /** Approved by an admin during the run, not yet paid: paid first, newest first. */
  readonly approved: TrackedRequest[] = [];
  /** Approved before the run, for the webhook operations the run's approvals do not cover. */
  readonly approvedBefore: TrackedRequest[] = [];
  /** Requests an admin update or a payment is working on. */
  readonly busy = new Set<number>();
  readonly updates: AdminUpdate[] = [];
  readonly payments: PaidIntent[] = [];
  /** Submits repeated with the same Idempotency-Key and body, answered with the first request. */
  replays = 0;

  /** The carts the recorded changes add up to, per customer id (product name -> quantity). */
  expectedCarts(): Map<number, Map<string, number>> {
    const carts = new Map<number, Map<string, number>>();
    for (const change of this.cartChanges) {
      let cart = carts.get(change.userId);
      if (!cart) carts.set(change.userId, (cart = new Map()));
      if (change.change === 'add') cart.set(change.product, (cart.get(change.product) ?? 0) + change.quantity);
      else if (change.change === 'set') cart.set(change.product, change.quantity);
      else if (change.change === 'remove') cart.delete(change.product);
      else cart.clear();
    }
    return carts;
  }

  count(change: CartChange['change']): number {
    return this.cartChanges.filter((candidate) => candidate.change === change).length;
  }
}
