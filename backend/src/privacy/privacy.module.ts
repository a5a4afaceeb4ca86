import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CartModule } from '../cart/cart.module';
import { MailModule } from '../mail/mail.module';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { AdminDataExportsController } from './admin-data-exports.controller';
import { DataExportContentsService } from './data-export-contents.service';
import { DataExportsController } from './data-exports.controller';
import { DataExportsService } from './data-exports.service';

/** Customers' rights over their data: a copy of it (the export). */
@Module({
  imports: [AuditModule, CartModule, MailModule, PurchaseRequestsModule],
  controllers: [DataExportsController, AdminDataExportsController],
  providers: [DataExportsService, DataExportContentsService],
})
export class PrivacyModule {}
