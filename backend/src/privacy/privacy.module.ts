import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { CartModule } from '../cart/cart.module';
import { PaymentsModule } from '../payments/payments.module';
import { MailModule } from '../mail/mail.module';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { AccountErasureService } from './account-erasure.service';
import { AdminDataExportsController } from './admin-data-exports.controller';
import { DataExportContentsService } from './data-export-contents.service';
import { DataExportsController } from './data-exports.controller';
import { DataExportsService } from './data-exports.service';
import { AdminErasureController } from './admin-erasure.controller';
import { ErasureController } from './erasure.controller';
import { ErasureFollowUpService } from './erasure-follow-up.service';

/** Customers' rights over their data: a copy of it (the export) and its erasure. */
@Module({
  imports: [AuditModule, AuthModule, CartModule, MailModule, PaymentsModule, PurchaseRequestsModule],
  controllers: [DataExportsController, AdminDataExportsController, ErasureController, AdminErasureController],
  providers: [DataExportsService, DataExportContentsService, AccountErasureService, ErasureFollowUpService],
})
export class PrivacyModule {}
