import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiCall } from '../data/useApiCall';
import { useNotifyFailure } from './notifyFailure';

/** What a console query may add to its key, call and failure text: how often it asks again. */
type ConsoleQueryOptions<T> = Pick<UseQueryOptions<T, Error, T, QueryKey>, 'refetchInterval'>;

/**
 * useQuery of one of the console's own API calls, whose failure is the spec's toast (`failureText`,
 * with the server's reason under it); a 401 ends the session (useApiCall).
 */
export function useConsoleQuery<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  failureText: string,
  options: ConsoleQueryOptions<T> = {},
) {
  const notifyFailure = useNotifyFailure();
  const call = useApiCall();
  const query = useQuery({ ...options, queryKey, queryFn: () => call(queryFn) });
  const { error } = query;
  useEffect(() => {
    if (error) notifyFailure(failureText, error);
  }, [error, failureText, notifyFailure]);
  return query;
}
