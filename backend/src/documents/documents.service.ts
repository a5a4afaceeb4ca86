import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/http/api-error';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PURCHASE_REQUEST_MESSAGES } from '../purchase-requests/purchase-requests.messages';
import type { User } from '../users/entities/user.entity';
import { renderDocumentPdf } from './document-pdf';
import { DocumentResponse } from './dto/document.response';
import { BusinessDocument } from './entities/business-document.entity';
import { documentResponse } from './document.mapper';
import { CompaniesService } from '../companies/companies.service';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** A request's documents as its company's members and the admins read them (RequestDocumentsService issues them). */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly companies: CompaniesService,
  ) {}

  /** The request's documents, oldest first: its company's, or any request's for an admin. */
  async list(user: User, requestId: number): Promise<DocumentResponse[]> {
    const em = this.em.fork();
    await this.assertVisible(em, user, requestId);
    const documents = await em.find(BusinessDocument, { request: requestId }, { orderBy: { id: 'asc' } });
    return documents.map((document) => documentResponse(document));
  }

  /** One document's PDF as issued (drawn again from its content for quotes issued before PDFs were stored). */
  async pdf(user: User, requestId: number, documentId: number): Promise<{ fileName: string; bytes: Buffer }> {
    const em = this.em.fork();
    await this.assertVisible(em, user, requestId);
    const document = await em.findOne(BusinessDocument, { id: documentId, request: requestId }, { populate: ['pdf'] });
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    return { fileName: `${document.number}.pdf`, bytes: document.pdf ?? (await renderDocumentPdf(document.content)) };
  }

  /** 404 unless the request exists and, for a customer, is their company's (403 for a role that reads none of its purchases). */
  private async assertVisible(em: EntityManager, user: User, requestId: number): Promise<void> {
    const scope = await this.companies.scopeFor(user, 'purchases');
    if (!(await em.count(PurchaseRequest, { id: requestId, ...scope }))) throw notFound(PURCHASE_REQUEST_MESSAGES.notFound);
  }
}
