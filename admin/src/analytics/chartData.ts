import { centsToDollars, statusLabel } from '@voosh/shared';
import type { Analytics } from '../data/types';

/** '2026-11' -> 'Nov 2026' (the month is UTC, as the API counts it). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const FUNNEL_LABELS = {
  demoRequests: 'Demo requests',
  withPurchaseRequest: 'With a purchase request',
  withCompletedRequest: 'With a completed request',
} as const;

/** The chart rows of each figure, money in dollars. */
export function chartRows(analytics: Analytics) {
  return {
    monthly: analytics.monthly.map((point) => ({
      month: monthLabel(point.month),
      revenue: centsToDollars(point.revenueCents),
      requests: point.requestCount,
      cash: centsToDollars(point.cashReceivedCents),
    })),
    byStatus: analytics.purchaseRequestsByStatus.map(({ status, count }) => ({ status: statusLabel(status), count })),
    funnel: (Object.keys(FUNNEL_LABELS) as (keyof typeof FUNNEL_LABELS)[]).map((step) => ({
      step: FUNNEL_LABELS[step],
      count: analytics.funnel[step],
    })),
    byArm: analytics.revenueByArm.map(({ arm, revenueCents }) => ({ arm, revenue: centsToDollars(revenueCents) })),
  };
}

/** Share of the first step of the funnel, as a whole percentage ('—' before any demo request). */
export const funnelShare = (count: number, first: number) => (first > 0 ? `${Math.round((count / first) * 100)}%` : '—');
