import { Module } from '@nestjs/common';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { TransfersController } from './transfers.controller';
import { TransfersService } from './transfers.service';
import { CompaniesModule } from '../companies/companies.module';

/** Paying by bank transfer: the transfer page's details and the customer's notice of a transfer sent. */
@Module({
  imports: [CompaniesModule, PurchaseRequestsModule],
  controllers: [TransfersController],
  providers: [TransfersService],
})
export class TransfersModule {}
