import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { DocumentKind } from '@voosh/shared';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { DomainEvents } from '../common/events/domain-events';
import { APP_CONFIG, type AppConfig, cardPaymentsConfigured } from '../config/app-config';
import { SettingsService } from '../settings/settings.service';
import { DocumentIssued } from './document.events';
import { documentContent, type DocumentSpecifics } from './document-content';
import { takeDocumentNumber } from './document-numbers';
import { renderDocumentPdf } from './document-pdf';
import { BusinessDocument } from './entities/business-document.entity';

/**
 * Issues one document inside the caller's transaction: its number (gapless, given back on
 * rollback), its content from the request as it stands and the vendor's (and bank) details as set now, and
 * its PDF, stored as issued with the ways to pay that are on (cards configured, bank details set);
 * then raised as DocumentIssued.
 */
@Injectable()
export class DocumentIssuer {
  constructor(
    private readonly settings: SettingsService,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(
    em: EntityManager,
    request: PurchaseRequest,
    kind: DocumentKind,
    specifics: DocumentSpecifics,
    supersedes: BusinessDocument | null = null,
  ): Promise<BusinessDocument> {
    const issuedAt = new Date();
    const { companyDetails: vendor, bankDetails: bank } = await this.settings.current();
    const number = await takeDocumentNumber(em, kind, issuedAt);
    const content = documentContent(
      request,
      { kind, number, issuedAt, vendor, bank, cards: cardPaymentsConfigured(this.config) },
      specifics,
    );
    if (supersedes) supersedes.supersededAt = issuedAt;
    const document = em.create(BusinessDocument, { request, kind, number, issuedAt, content, pdf: await renderDocumentPdf(content) });
    await em.flush();
    await this.events.raise(em, new DocumentIssued(document));
    return document;
  }
}
