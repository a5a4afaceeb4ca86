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
  nothingToRefund: 'Only a paid month can be refunded',
  sameCurrency: (currency: string) => `This plan is already billed in ${currency}`,
  endingNoNextMonth: 'This plan ends with the current period: there is no next month to bill in another currency',
  pastDueCurrency: 'Pay the failed month first; the currency can be changed after that',
  subscriptionNotReady: "This plan's card subscription is still being set up; try again in a few minutes",
  currencyChangePending: 'A change of currency is being applied to this plan; try again in a minute',
  changedMeanwhile: 'This plan changed meanwhile; reload it and try again',
  setupNotFound: 'Card confirmation not found for this plan',
  setupNotConfirmed: 'The card has not been confirmed for this change yet',
  setupExpired: 'This card confirmation is more than a day old; change the currency again',
  setupSuperseded: "This card confirmation is older than the plan's last change of currency; change the currency again",
  cardChargeOffline: "A card plan's months are charged by Stripe; record offline payments on invoice plans",
} as const;
