import { ApiKey } from '../api-keys/entities/api-key.entity';
import { AuditEntry } from '../audit/entities/audit-entry.entity';
import { IdempotentRequest } from '../common/idempotency/idempotent-request.entity';
import { EmailCode } from '../auth/entities/email-code.entity';
import { GoogleHandoff } from '../auth/entities/google-handoff.entity';
import { RecoveryCode } from '../auth/entities/recovery-code.entity';
import { TwoFactorCredential } from '../auth/entities/two-factor-credential.entity';
import { KnownLoginAddress } from '../auth/entities/known-login-address.entity';
import { LoginFailure } from '../auth/entities/login-failure.entity';
import { RevokedSession } from '../auth/entities/revoked-session.entity';
import { CartItem } from '../cart/entities/cart-item.entity';
import { Arm } from '../catalog/entities/arm.entity';
import { CatalogVersion } from '../catalog/entities/catalog-version.entity';
import { PrebuiltPackage } from '../catalog/entities/prebuilt-package.entity';
import { PriceExample } from '../catalog/entities/price-example.entity';
import { Product } from '../catalog/entities/product.entity';
import { Tier } from '../catalog/entities/tier.entity';
import { ExchangeRate } from '../currency/entities/exchange-rate.entity';
import { PinnedExchangeRate } from '../currency/entities/pinned-exchange-rate.entity';
import { DemoSubmission } from '../demo/entities/demo-submission.entity';
import { OutboxMessage } from '../mail/entities/outbox-message.entity';
import { ChargedAmount } from '../payments/entities/charged-amount.embeddable';
import { PaymentRefund } from '../payments/entities/payment-refund.entity';
import { Payment } from '../payments/entities/payment.entity';
import { PlanCharge } from '../plans/entities/plan-charge.entity';
import { PlanChargeRefund } from '../plans/entities/plan-charge-refund.entity';
import { PlanLine } from '../plans/entities/plan-line.entity';
import { Plan } from '../plans/entities/plan.entity';
import { StripeCustomer } from '../payments/entities/stripe-customer.entity';
import { StripeEvent } from '../payments/entities/stripe-event.entity';
import { BusinessDocument } from '../documents/entities/business-document.entity';
import { DocumentCounter } from '../documents/entities/document-counter.entity';
import { InvoiceReminder } from '../documents/entities/invoice-reminder.entity';
import { PurchaseRequestEvent } from '../purchase-requests/entities/purchase-request-event.entity';
import { PurchaseRequestItem } from '../purchase-requests/entities/purchase-request-item.entity';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { JobRun } from '../settings/entities/job-run.entity';
import { Setting } from '../settings/entities/setting.entity';
import { User } from '../users/entities/user.entity';
import { WebhookDelivery } from '../webhooks/entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/entities/webhook-endpoint.entity';
import { WebhookMessage } from '../webhooks/entities/webhook-message.entity';
import { DataExport } from '../privacy/entities/data-export.entity';
import { DataExportDownload } from '../privacy/entities/data-export-download.entity';
import { GoLiveDismissal } from '../go-live/entities/go-live-dismissal.entity';
import { Company } from '../companies/entities/company.entity';
import { CompanyMember } from '../companies/entities/company-member.entity';
import { CompanyInvitation } from '../companies/entities/company-invitation.entity';

/** Every entity, listed explicitly: no folder scanning, so dist and ts-jest behave the same. */
export const ENTITIES = [
  User,
  ApiKey,
  AuditEntry,
  EmailCode,
  LoginFailure,
  KnownLoginAddress,
  RevokedSession,
  GoogleHandoff,
  TwoFactorCredential,
  RecoveryCode,
  Arm,
  Product,
  Tier,
  PrebuiltPackage,
  PriceExample,
  OutboxMessage,
  CartItem,
  PurchaseRequest,
  PurchaseRequestItem,
  PurchaseRequestEvent,
  DemoSubmission,
  Setting,
  JobRun,
  ExchangeRate,
  PinnedExchangeRate,
  CatalogVersion,
  Payment,
  ChargedAmount,
  PaymentRefund,
  StripeEvent,
  BusinessDocument,
  StripeCustomer,
  Plan,
  PlanLine,
  PlanCharge,
  PlanChargeRefund,
  DocumentCounter,
  InvoiceReminder,
  WebhookEndpoint,
  WebhookMessage,
  WebhookDelivery,
  IdempotentRequest,
  DataExport,
  DataExportDownload,
  GoLiveDismissal,
  Company,
  CompanyMember,
  CompanyInvitation,
];
