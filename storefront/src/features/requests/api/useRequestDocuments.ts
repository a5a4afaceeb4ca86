import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { requestKeys } from './requestKeys';

export type RequestDocument = Schema<'DocumentResponse'>;

/** GET /api/purchase-requests/{id}/documents: the request's quotes (later invoices, receipts), oldest first. */
export function useRequestDocuments(id: number) {
  return useQuery({
    queryKey: requestKeys.documents(id),
    queryFn: async () => unwrap(await api.GET('/api/purchase-requests/{id}/documents', { params: { path: { id } } })),
  });
}
