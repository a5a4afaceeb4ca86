import { MONTHLY_PLAN_MAX_CENTS, PLAN_STATUS_LABELS, type PlanStatus } from '@voosh/shared';

export const PLAN_MESSAGES = {
  notFound: 'Plan not found',
  chargeNotFound: 'Monthly charge not found',
  canceled: 'This plan is canceled',
  alreadyCanceling: 'This plan already ends with the current period',
  notPaused: 'Only a paused plan can be resumed',
  cannotPause: (status: PlanStatus) => `A ${PLAN_STATUS_LABELS[status].toLowerCase()} plan cannot be paused`,
  chargeNotOpen: 'Only an open monthly charge can be recorded as paid',
  monthlyTooLarge: `A plan's lines may come to at most ${MONTHLY_PLAN_MAX_CENTS / 100} US dollars a month`,
  nothingToRefund: 'Only a paid month with money left to refund can be refunded',
  refundTooLarge: (leftCents: number) => `At most ${leftCents} US cents are left to refund on this month`,
  cardChargeOffline: "A card plan's months are charged by Stripe; record offline payments on invoice plans",
} as const;
