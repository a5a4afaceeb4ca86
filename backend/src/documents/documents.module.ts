import { Module } from '@nestjs/common';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** Quotes, invoices, receipts and credit notes of purchase requests, numbered and drawn as PDFs (issue 15 §2). */
@Module({
  imports: [PurchaseRequestsModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
})
export class DocumentsModule {}
