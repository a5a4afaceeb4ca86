/** A business document as answered. */
import { taxRateLabel } from '../purchase-requests/sale-tax';
import type { BusinessDocument } from './entities/business-document.entity';
import type { DocumentResponse } from './dto/document.response';

export function documentResponse(document: BusinessDocument): DocumentResponse {
  const { tax } = document.content;
  return {
    id: document.id,
    requestId: document.content.requestId,
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    supersededAt: document.supersededAt?.toISOString() ?? null,
    paymentKind: document.content.paymentKind,
    amountCents: document.content.amountCents,
    currency: document.content.currency.code,
    relatesTo: document.content.relatesTo,
    dueDate: document.content.dueDate ?? null,
    taxCents: tax?.taxCents ?? 0,
    taxRate: tax ? taxRateLabel(tax) : null,
  };
}
