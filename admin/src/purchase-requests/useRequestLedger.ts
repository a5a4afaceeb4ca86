import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';

/** Query keys under the resource's own, so react-admin's refresh and a resource invalidation reach them. */
export const requestEventsKey = (id: number) => ['purchase-requests', 'events', id] as const;
export const requestPaymentsKey = (id: number) => ['purchase-requests', 'payments', id] as const;
export const requestDocumentsKey = (id: number) => ['purchase-requests', 'documents', id] as const;

/** A request's audit timeline, oldest first (not asked while `enabled` is false). */
export function useRequestEvents(id: number, enabled = true) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: requestEventsKey(id), queryFn: async () => (await dataProvider.getRequestEvents(id)).data, enabled });
}

/** A request's payments, oldest first. */
export function useRequestPayments(id: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: requestPaymentsKey(id), queryFn: async () => (await dataProvider.getRequestPayments(id)).data });
}

/** A request's documents (quotes, later invoices and receipts), oldest first. */
export function useRequestDocuments(id: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: requestDocumentsKey(id), queryFn: async () => (await dataProvider.getRequestDocuments(id)).data });
}
