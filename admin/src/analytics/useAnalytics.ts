import { MESSAGES } from '@voosh/shared';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { getAnalytics } from './analyticsApi';

/** The analytics answer's query key (the dashboard and the analytics page share it; live events invalidate it). */
export const ANALYTICS_QUERY_KEY = ['analytics'] as const;

/** GET /api/admin/analytics; `failure` is the spec's toast when it fails. */
export function useAnalytics(failure: string = MESSAGES.loadAnalyticsFailed) {
  return useConsoleQuery(ANALYTICS_QUERY_KEY, getAnalytics, failure);
}

/** '12 active · 3 new this month'. */
export const usersDetail = (users: { active: number; newThisMonth: number }) =>
  `${users.active} active · ${users.newThisMonth} new this month`;
