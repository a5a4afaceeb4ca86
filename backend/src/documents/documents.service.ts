import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { amountDueCents, Role } from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { notFound } from '../common/http/api-error';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequested } from '../purchase-requests/purchase-request.events';
import { PURCHASE_REQUEST_MESSAGES } from '../purchase-requests/purchase-requests.messages';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import type { RequestTermsListener } from '../purchase-requests/request-terms';
import type { User } from '../users/entities/user.entity';
import { quoteContent } from './document-content';
import { takeDocumentNumber } from './document-numbers';
import { renderDocumentPdf } from './document-pdf';
import { DocumentResponse } from './dto/document.response';
import { BusinessDocument } from './entities/business-document.entity';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * The documents of purchase requests. A quote is issued in the transaction that submits a request,
 * and again, superseding the last, in the transaction of an admin's change of the amount due.
 */
@Injectable()
export class DocumentsService implements RequestTermsListener {
  constructor(
    private readonly em: EntityManager,
    events: DomainEvents,
    requests: PurchaseRequestsService,
  ) {
    events.on(PurchaseRequested, (em, { request }) => this.issueQuote(em, request, null));
    requests.onTermsChanged(this);
  }

  /** An admin changed the request's status or amount: a new quote when the amount due moved. */
  async termsChanged(em: EntityManager, request: PurchaseRequest): Promise<null> {
    const current = await em.findOne(BusinessDocument, { request, kind: 'quote', supersededAt: null }, { orderBy: { id: 'desc' } });
    const due = amountDueCents(request.totalCents, request.adminAdjustedCents);
    if (current?.content.amountDueCents !== due || current.content.adjustedCents !== request.adminAdjustedCents) {
      await this.issueQuote(em, request, current);
    }
    return null;
  }

  /** The request's documents, oldest first: the owner's, or any request's for an admin. */
  async list(user: User, requestId: number): Promise<DocumentResponse[]> {
    const em = this.em.fork();
    await this.assertVisible(em, user, requestId);
    const documents = await em.find(BusinessDocument, { request: requestId }, { orderBy: { id: 'asc' } });
    return documents.map((document) => DocumentResponse.from(document));
  }

  /** One document's PDF, drawn from what was stored when it was issued. */
  async pdf(user: User, requestId: number, documentId: number): Promise<{ fileName: string; bytes: Buffer }> {
    const em = this.em.fork();
    await this.assertVisible(em, user, requestId);
    const document = await em.findOne(BusinessDocument, { id: documentId, request: requestId });
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    return { fileName: `${document.number}.pdf`, bytes: await renderDocumentPdf(document.content) };
  }

  private async issueQuote(em: EntityManager, request: PurchaseRequest, replacing: BusinessDocument | null): Promise<void> {
    const issuedAt = new Date();
    const number = await takeDocumentNumber(em, 'quote', issuedAt);
    if (replacing) replacing.supersededAt = issuedAt;
    em.create(BusinessDocument, { request, kind: 'quote', number, issuedAt, content: quoteContent(request, number, issuedAt) });
    await em.flush();
  }

  /** 404 unless the request exists and, for a customer, is theirs. */
  private async assertVisible(em: EntityManager, user: User, requestId: number): Promise<void> {
    const scope = user.role === Role.Admin ? {} : { user: user.id };
    if (!(await em.count(PurchaseRequest, { id: requestId, ...scope }))) throw notFound(PURCHASE_REQUEST_MESSAGES.notFound);
  }
}
