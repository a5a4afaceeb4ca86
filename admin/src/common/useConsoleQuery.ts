import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotifyFailure } from './notifyFailure';

/** useQuery whose failure is the spec's toast (`failureText`, with the server's reason under it). */
export function useConsoleQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, failureText: string) {
  const notifyFailure = useNotifyFailure();
  const query = useQuery({ queryKey, queryFn });
  const { error } = query;
  useEffect(() => {
    if (error) notifyFailure(failureText, error);
  }, [error, failureText, notifyFailure]);
  return query;
}
