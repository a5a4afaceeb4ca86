import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@voosh/shared';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import type { ConsoleDataProvider } from '../data/dataProvider';

/** The analytics answer's query key (the dashboard and the analytics page share it; live events invalidate it). */
export const ANALYTICS_QUERY_KEY = ['analytics'] as const;

/** GET /api/admin/analytics; `failure` is the spec's toast when it fails. */
export function useAnalytics(failure: string = MESSAGES.loadAnalyticsFailed) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyFailure = useNotifyFailure();
  const query = useQuery({ queryKey: ANALYTICS_QUERY_KEY, queryFn: async () => (await dataProvider.getAnalytics()).data });
  const { error } = query;
  useEffect(() => {
    if (error) notifyFailure(failure, error);
  }, [error, failure, notifyFailure]);
  return query;
}

/** '12 active · 3 new this month'. */
export const usersDetail = (users: { active: number; newThisMonth: number }) =>
  `${users.active} active · ${users.newThisMonth} new this month`;
