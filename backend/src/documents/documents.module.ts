import { Module } from '@nestjs/common';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { SettingsModule } from '../settings/settings.module';
import { DocumentIssuer } from './document-issuer.service';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { InvoiceRemindersService } from './invoice-reminders.service';
import { RequestDocumentsService } from './request-documents.service';
import { CompaniesModule } from '../companies/companies.module';

/** Quotes, invoices, receipts and credit notes of purchase requests, numbered and drawn as PDFs. */
@Module({
  imports: [CompaniesModule, PurchaseRequestsModule, SettingsModule],
  controllers: [DocumentsController],
  providers: [DocumentsService, DocumentIssuer, RequestDocumentsService, InvoiceRemindersService],
})
export class DocumentsModule {}
