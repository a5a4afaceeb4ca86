import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module';
import { PaymentsModule } from '../payments/payments.module';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { AdminPlansController } from './admin-plans.controller';
import { PlanCurrencyRequests } from './plan-currency-requests.service';
import { SubscriptionCurrencySwitch } from './subscription-currency-switch.service';
import { PlanInvoicingService } from './plan-invoicing.service';
import { PlanReconciliationService } from './plan-reconciliation.service';
import { PlanRefundsService } from './plan-refunds.service';
import { PlanStartService } from './plan-start.service';
import { PlanStripeEventsService } from './plan-stripe-events.service';
import { CardPlanRetax } from './card-plan-retax.service';
import { PlanSubscriptionsService } from './plan-subscriptions.service';
import { PlansController } from './plans.controller';
import { PlansService } from './plans.service';
import { CompaniesModule } from '../companies/companies.module';

/** Monthly plans of completed requests, billed by Stripe subscriptions or monthly invoices. */
@Module({
  imports: [CompaniesModule, PaymentsModule, PurchaseRequestsModule, CurrencyModule],
  controllers: [PlansController, AdminPlansController],
  providers: [
    PlanSubscriptionsService,
    PlanStartService,
    PlanStripeEventsService,
    PlanInvoicingService,
    PlanReconciliationService,
    PlansService,
    SubscriptionCurrencySwitch,
    PlanCurrencyRequests,
    PlanRefundsService,
    CardPlanRetax,
  ],
  exports: [PlansService],
})
export class PlansModule {}
