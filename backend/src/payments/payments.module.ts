import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { AdminPaymentsController } from './admin-payments.controller';
import { CardIntentsService } from './card-intents.service';
import { OpenIntentsService } from './open-intents.service';
import { PaymentRecorder } from './payment-recorder.service';
import { PaymentsController } from './payments.controller';
import { PaymentsReconciliationService } from './payments-reconciliation.service';
import { PaymentsService } from './payments.service';
import { RefundsService } from './refunds.service';
import { RequestPaymentsController } from './request-payments.controller';
import { StripeCustomersService } from './stripe-customers.service';
import { StripeGateway } from './stripe-gateway';
import { StripeWebhookService } from './stripe-webhook.service';
import { CompaniesModule } from '../companies/companies.module';

@Module({
  imports: [CompaniesModule, PurchaseRequestsModule, CurrencyModule],
  controllers: [PaymentsController, RequestPaymentsController, AdminPaymentsController],
  providers: [
    StripeGateway,
    StripeCustomersService,
    PaymentRecorder,
    OpenIntentsService,
    CardIntentsService,
    PaymentsService,
    StripeWebhookService,
    PaymentsReconciliationService,
    RefundsService,
  ],
  exports: [PaymentsService, StripeGateway, StripeWebhookService, StripeCustomersService, RefundsService],
})
export class PaymentsModule {}
