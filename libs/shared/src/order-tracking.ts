/**
 * Order tracking: a customer's purchase requests that are paid, in progress or completed, with
 * their stages (from the status list) dated from the request's audit events.
 */
import { BRAND } from './brand';
import { isPurchaseRequestStatus, type PurchaseRequestStatus } from './purchase-request-status';

/** The customer's order tracking page. */
export const ORDERS_PATH = '/customer/orders';

/** The statuses whose requests are orders. */
export const ORDER_STATUSES: readonly PurchaseRequestStatus[] = ['paid', 'in_progress', 'completed'];

export const isOrderStatus = (status: string): boolean => (ORDER_STATUSES as readonly string[]).includes(status);

/** The stages an order goes through, in order, each reached when the request enters its status. */
export const ORDER_STAGES = [
  { status: 'submitted', label: 'Submitted' },
  { status: 'approved', label: 'Approved' },
  { status: 'paid', label: 'Paid' },
  { status: 'in_progress', label: 'In progress' },
  { status: 'completed', label: 'Completed' },
] as const satisfies readonly { status: PurchaseRequestStatus; label: string }[];

/** The stage (index in ORDER_STAGES) a status has reached: under review is still submitted, payment due still approved; denied none. */
const STAGE_OF_STATUS: Readonly<Record<PurchaseRequestStatus, number | null>> = {
  submitted: 0,
  under_review: 0,
  approved: 1,
  payment_due: 1,
  paid: 2,
  in_progress: 3,
  completed: 4,
  denied: null,
};

/** What the order tracking page says of an order in each status. */
export const ORDER_TRACKING_TEXTS = {
  title: 'Order Tracking',
  empty: 'No orders yet',
  emptyText: 'A request becomes an order here once it is paid.',
  viewRequests: 'View Requests',
  /** The dashboard's link to the page. */
  trackOrders: 'Track your orders',
  backToDashboard: 'Back to Dashboard',
  messages: {
    paid: 'Payment received. Your project is scheduled and our team will start on it shortly.',
    in_progress: 'Your solution is being built. We will let you know as soon as it is delivered.',
    completed: `Your solution has been delivered. Thank you for choosing ${BRAND}!`,
  } satisfies Partial<Record<PurchaseRequestStatus, string>>,
} as const;

/** An audit event as the timeline answers it (only what dates a stage is read). */
export interface StageEvent {
  readonly after: Readonly<Record<string, unknown>> | null;
  readonly createdAt: string;
}

export type OrderStageState = 'done' | 'current' | 'upcoming';

export interface OrderStage {
  readonly status: PurchaseRequestStatus;
  readonly label: string;
  readonly state: OrderStageState;
  /** When the request last entered the stage's status (ISO), or null when no event says. */
  readonly date: string | null;
}

/** The index of the stage `status` has reached, or -1 (denied, unknown). */
function reachedStage(status: string): number {
  return isPurchaseRequestStatus(status) ? (STAGE_OF_STATUS[status] ?? -1) : -1;
}

/**
 * The order's stages: those before the one reached are done, the one reached is current (done
 * when it is the last), later ones upcoming; each dated by the last event that set its status.
 */
export function orderStages(status: string, events: readonly StageEvent[]): OrderStage[] {
  const reached = reachedStage(status);
  const last = ORDER_STAGES.length - 1;
  return ORDER_STAGES.map((stage, index) => {
    const entered = events.filter((event) => event.after?.['status'] === stage.status).at(-1);
    const state: OrderStageState =
      index < reached || (index === reached && index === last) ? 'done' : index === reached ? 'current' : 'upcoming';
    return { status: stage.status, label: stage.label, state, date: index <= reached ? (entered?.createdAt ?? null) : null };
  });
}

/** How far the order has come, 0 to 100: the stage reached over the stages after the first (paid 50, in progress 75, completed 100). */
export function orderProgress(status: string): number {
  return Math.round((Math.max(0, reachedStage(status)) / (ORDER_STAGES.length - 1)) * 100);
}
