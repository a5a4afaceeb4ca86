import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { COMPANY_ROLES, type CompanyPermission, companyRoleMay, nameOrEmail, requestAmountDue, Role } from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { ExchangeRatesRefused } from '../currency/currency.events';
import { DemoRequested } from '../demo/demo.events';
import { MailService } from '../mail/mail.service';
import { CustomerDocumentIssued, InvoiceReminderDue, type IssuedDocument, type MailedDocumentCause } from '../documents/document.events';
import { PaymentFailed, PaymentNeedsReview, PaymentReceived, PaymentRefunded } from '../payments/payment.events';
import { PlanMonthPaid, PlanMonthRefunded, PlanPaymentFailed } from '../plans/plan.events';
import { ApprovalDecided, ApprovalRequested, PurchaseRequested, PurchaseStatusChanged } from '../purchase-requests/purchase-request.events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { CompanyMember } from '../companies/entities/company-member.entity';
import { SettingsService } from '../settings/settings.service';
import { TransferReported } from '../transfers/transfer.events';
import { User } from '../users/entities/user.entity';
import type { MailDraft } from '../mail/templates';
import {
  approvalDecidedMail,
  approvalRequestedMail,
  demoRequestAlertMail,
  exchangeRatesRefusedMail,
  invoiceReminderMail,
  paymentFailedMail,
  paymentNeedsReviewMail,
  paymentReceivedMail,
  paymentRefundedMail,
  planInvoiceMail,
  planPaymentFailedAlertMail,
  planPaymentFailedMail,
  planReceiptMail,
  planRefundMail,
  purchaseRequestAlertMail,
  statusChangedMail,
  transferReportedMail,
} from './notification-mails';

/**
 * Business e-mails, following the domain events (a payment's or refund's mail follows its receipt
 * or credit note, which it attaches): each is queued in the transaction that raised its
 * event (so it is sent only if that commits) and gated by its setting: `emailNotifications`
 * switches all of them off; the admins' alerts have their own switch too.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on(DemoRequested, (em, { demo }) => this.toAdmins(em, 'demoRequestAlerts', (to) => demoRequestAlertMail(to, demo)));
    this.events.on(PurchaseRequested, (em, { request, customer }) =>
      this.toAdmins(em, 'purchaseRequestAlerts', (to) => purchaseRequestAlertMail(to, request, customer)),
    );
    this.events.on(PaymentNeedsReview, (em, { request, payment, reason, charged }) =>
      this.toAdmins(em, 'purchaseRequestAlerts', (to) => paymentNeedsReviewMail(to, request, payment, reason, charged)),
    );
    this.events.on(TransferReported, (em, { request, customer, notice }) =>
      this.toAdmins(em, 'purchaseRequestAlerts', (to) => transferReportedMail(to, request, customer, notice)),
    );
    this.events.on(ExchangeRatesRefused, (em, { jumps, keptSince }) =>
      this.toAdmins(em, 'purchaseRequestAlerts', (to) => exchangeRatesRefusedMail(to, jumps, keptSince)),
    );
    this.events.on(PurchaseStatusChanged, (em, { request, from, to }) =>
      this.toCustomer(em, statusChangedMail(request.user.email, request, from, to)),
    );
    this.events.on(CustomerDocumentIssued, (em, { cause, document }) => this.toCustomer(em, receiptMail(cause, document)));
    this.events.on(PlanPaymentFailed, async (em, { request, charge }) => {
      await this.toCustomer(em, planPaymentFailedMail(request.user.email, request, charge));
      await this.toAdmins(em, 'purchaseRequestAlerts', (to) => planPaymentFailedAlertMail(to, request, request.user.email, charge));
    });
    this.events.on(PaymentFailed, (em, { request, payment, reason }) =>
      this.toCustomer(em, paymentFailedMail(request.user.email, request, payment, reason)),
    );
    this.events.on(ApprovalRequested, (em, { request }) => this.toApprovers(em, request));
    this.events.on(InvoiceReminderDue, (em, { invoice, stage }) =>
      this.toCompany(em, invoice.request, 'payments', (to, company) => invoiceReminderMail(to, invoice.content, company, stage)),
    );
    this.events.on(ApprovalDecided, (em, { request, approver, decision, note }) =>
      this.toCustomer(em, approvalDecidedMail(request.user.email, request, nameOrEmail(approver), decision === 'approve', note)),
    );
  }

  /** Every member of the request's company who approves (its approvers and owners), but its buyer. */
  private toApprovers(em: EntityManager, request: PurchaseRequest): Promise<void> {
    return this.toCompany(
      em,
      request,
      'approvals',
      (to, company) => approvalRequestedMail(to, request, nameOrEmail(request.user), company, requestAmountDue(request)),
      { exceptBuyer: true },
    );
  }

  /** Every member of the request's company whose role may `permission` (never its buyer, with `exceptBuyer`). */
  private async toCompany(
    em: EntityManager,
    request: PurchaseRequest,
    permission: CompanyPermission,
    message: (to: string, company: string) => MailDraft,
    { exceptBuyer = false } = {},
  ): Promise<void> {
    if (!request.company) return;
    const roles = COMPANY_ROLES.filter((role) => companyRoleMay(role, permission));
    const members = await em.find(
      CompanyMember,
      { company: request.company.id, role: { $in: roles }, ...(exceptBuyer ? { user: { $ne: request.user.id } } : {}) },
      { populate: ['user', 'company'], orderBy: { id: 'asc' } },
    );
    for (const { user, company } of members) await this.toCustomer(em, message(user.email, company.name));
  }

  private async toCustomer(em: EntityManager, message: MailDraft): Promise<void> {
    if ((await this.settings.current()).emailNotifications) await this.mail.enqueue(em, message);
  }

  private async toAdmins(
    em: EntityManager,
    alert: 'demoRequestAlerts' | 'purchaseRequestAlerts',
    message: (to: string) => MailDraft,
  ): Promise<void> {
    const settings = await this.settings.current();
    if (!settings.emailNotifications || !settings[alert]) return;
    const admins = await em.find(User, { role: Role.Admin, isActive: true }, { orderBy: { id: 'asc' } });
    for (const admin of admins) await this.mail.enqueue(em, message(admin.email));
  }
}

/** The customer's mail about money asked, received or refunded, with its invoice, receipt or credit note attached. */
function receiptMail(cause: MailedDocumentCause, document: IssuedDocument): MailDraft {
  const to = cause.request.user.email;
  if (cause instanceof PaymentReceived) return paymentReceivedMail(to, cause.request, cause.payment, cause.balanceDueCents, document);
  if (cause instanceof PaymentRefunded) return paymentRefundedMail(to, cause.request, cause.payment, cause.refund, document);
  if (cause instanceof PlanMonthPaid) return planReceiptMail(to, cause.request, cause.charge, document);
  if (cause instanceof PlanMonthRefunded) return planRefundMail(to, cause.request, cause.charge, cause.refund, document);
  return planInvoiceMail(to, cause.request, cause.charge, document);
}
