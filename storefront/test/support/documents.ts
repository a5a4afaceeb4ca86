import type { RequestDocument } from '../../src/features/requests/api/useRequestDocuments';

/** A document as GET /api/purchase-requests/{id}/documents answers it: a current quote unless `fields` say otherwise. */
export const requestDocument = (
  fields: Partial<RequestDocument> & Pick<RequestDocument, 'id' | 'requestId' | 'number'>,
): RequestDocument => ({
  kind: 'quote',
  issuedAt: '2026-03-09T15:00:00.000Z',
  supersededAt: null,
  paymentKind: null,
  amountCents: 36000,
  currency: 'USD',
  relatesTo: null,
  dueDate: null,
  taxCents: 0,
  taxRate: null,
  ...fields,
});
