import { api, dataOf, type DownloadedFile, fileOf } from '../data/api';
import type { DocumentRecord, PaymentRecord, PurchaseRequestEvent, RecordOfflinePaymentBody } from '../data/types';

const byRequest = (requestId: number) => ({ params: { path: { id: requestId } } });

/** GET /api/purchase-requests/{id}/events: the request's audit timeline, oldest first. */
export async function getRequestEvents(requestId: number): Promise<PurchaseRequestEvent[]> {
  return dataOf(await api.GET('/api/purchase-requests/{id}/events', byRequest(requestId)));
}

/** GET /api/purchase-requests/{id}/payments: the request's payments, oldest first. */
export async function getRequestPayments(requestId: number): Promise<PaymentRecord[]> {
  return dataOf(await api.GET('/api/purchase-requests/{id}/payments', byRequest(requestId)));
}

/** GET /api/purchase-requests/{id}/documents: quotes, invoices, receipts and credit notes, oldest first. */
export async function getRequestDocuments(requestId: number): Promise<DocumentRecord[]> {
  return dataOf(await api.GET('/api/purchase-requests/{id}/documents', byRequest(requestId)));
}

/** POST /api/purchase-requests/{id}/payments: a payment the customer made outside the site. */
export async function recordOfflinePayment(requestId: number, body: RecordOfflinePaymentBody): Promise<PaymentRecord> {
  return dataOf(await api.POST('/api/purchase-requests/{id}/payments', { ...byRequest(requestId), body }));
}

/** One document's PDF, as stored when it was issued (named `<number>.pdf` when the answer names no file). */
export async function downloadDocument(document: Pick<DocumentRecord, 'requestId' | 'id' | 'number'>): Promise<DownloadedFile> {
  const answer = await api.GET('/api/purchase-requests/{id}/documents/{documentId}/pdf', {
    params: { path: { id: document.requestId, documentId: document.id } },
    headers: { Accept: 'application/pdf' },
    parseAs: 'blob',
  });
  return fileOf(answer, `${document.number}.pdf`);
}
