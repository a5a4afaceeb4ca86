import { filenameOf, saveFile } from '@voosh/api-client';
import { api, ApiError } from '../../../lib/api';
import type { RequestDocument } from './useRequestDocuments';

/** GET /api/purchase-requests/{id}/documents/{documentId}/pdf with the session, saved as a download. */
export async function downloadDocument(document: Pick<RequestDocument, 'requestId' | 'id' | 'number'>): Promise<void> {
  const { data, error, response } = await api.GET('/api/purchase-requests/{id}/documents/{documentId}/pdf', {
    params: { path: { id: document.requestId, documentId: document.id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, error ?? null);
  saveFile(data as Blob, filenameOf(response.headers.get('Content-Disposition')) ?? `${document.number}.pdf`);
}
