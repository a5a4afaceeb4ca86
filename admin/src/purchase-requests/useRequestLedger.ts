import { useQuery } from '@tanstack/react-query';
import { useApiCall } from '../data/useApiCall';
import { getRequestDocuments, getRequestEvents, getRequestPayments } from './requestsApi';

/** Query keys under the resource's own, so react-admin's refresh and a resource invalidation reach them. */
export const requestEventsKey = (id: number) => ['purchase-requests', 'events', id] as const;
export const requestPaymentsKey = (id: number) => ['purchase-requests', 'payments', id] as const;
export const requestDocumentsKey = (id: number) => ['purchase-requests', 'documents', id] as const;

/** A request's audit timeline, oldest first (not asked while `enabled` is false). */
export function useRequestEvents(id: number, enabled = true) {
  const call = useApiCall();
  return useQuery({ queryKey: requestEventsKey(id), queryFn: () => call(() => getRequestEvents(id)), enabled });
}

/** A request's payments, oldest first. */
export function useRequestPayments(id: number) {
  const call = useApiCall();
  return useQuery({ queryKey: requestPaymentsKey(id), queryFn: () => call(() => getRequestPayments(id)) });
}

/** A request's documents (quotes, later invoices and receipts), oldest first. */
export function useRequestDocuments(id: number) {
  const call = useApiCall();
  return useQuery({ queryKey: requestDocumentsKey(id), queryFn: () => call(() => getRequestDocuments(id)) });
}
