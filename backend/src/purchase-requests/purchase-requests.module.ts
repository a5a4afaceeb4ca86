import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CompaniesModule } from '../companies/companies.module';
import { PaymentsLedgerService } from './payments-ledger.service';
import { PurchaseRequestEventsService } from './purchase-request-events.service';
import { PurchaseRequestsController } from './purchase-requests.controller';
import { PurchaseRequestsService } from './purchase-requests.service';
import { RequestApprovalsService } from './request-approvals.service';

@Module({
  imports: [CartModule, CompaniesModule],
  controllers: [PurchaseRequestsController],
  providers: [PurchaseRequestsService, RequestApprovalsService, PurchaseRequestEventsService, PaymentsLedgerService],
  exports: [PurchaseRequestsService, PurchaseRequestEventsService, PaymentsLedgerService],
})
export class PurchaseRequestsModule {}
