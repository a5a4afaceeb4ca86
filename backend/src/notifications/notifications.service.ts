import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Role } from '@voosh/shared';
import type { DemoSubmission } from '../demo/entities/demo-submission.entity';
import { MailService } from '../mail/mail.service';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { SettingsService } from '../settings/settings.service';
import { User } from '../users/entities/user.entity';
import {
  type ChargedAmount,
  demoRequestAlertMail,
  paymentFailedMail,
  paymentNeedsReviewMail,
  paymentReceivedMail,
  paymentRefundedMail,
  purchaseRequestAlertMail,
  type ReceiptPayment,
  statusChangedMail,
} from './notification-mails';

/**
 * Business e-mails, queued in the caller's transaction (`em`) and each gated by its setting:
 * `emailNotifications` switches all of them off; the alerts have their own switch too.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  async demoRequested(em: EntityManager, demo: DemoSubmission): Promise<void> {
    const settings = await this.settings.current();
    if (!settings.emailNotifications || !settings.demoRequestAlerts) return;
    for (const admin of await this.admins(em)) this.mail.enqueue(em, demoRequestAlertMail(admin.email, demo));
  }

  async purchaseRequested(em: EntityManager, request: PurchaseRequest, customer: User): Promise<void> {
    const settings = await this.settings.current();
    if (!settings.emailNotifications || !settings.purchaseRequestAlerts) return;
    for (const admin of await this.admins(em)) this.mail.enqueue(em, purchaseRequestAlertMail(admin.email, request, customer));
  }

  async purchaseStatusChanged(em: EntityManager, request: PurchaseRequest, customer: User, from: string, to: string): Promise<void> {
    const settings = await this.settings.current();
    if (!settings.emailNotifications) return;
    this.mail.enqueue(em, statusChangedMail(customer.email, request, from, to));
  }

  /** Receipts to the customer (gated by `emailNotifications`); `request.user` must be loaded. */
  async paymentReceived(em: EntityManager, request: PurchaseRequest, payment: ReceiptPayment, balanceDueCents: number): Promise<void> {
    if (await this.customerMailOn()) this.mail.enqueue(em, paymentReceivedMail(request.user.email, request, payment, balanceDueCents));
  }

  async paymentFailed(em: EntityManager, request: PurchaseRequest, payment: ReceiptPayment, reason: string): Promise<void> {
    if (await this.customerMailOn()) this.mail.enqueue(em, paymentFailedMail(request.user.email, request, payment, reason));
  }

  async paymentRefunded(em: EntityManager, request: PurchaseRequest, payment: ReceiptPayment, refund: { amountUsdCents: number; amountMinor: number; reason: string }): Promise<void> {
    if (await this.customerMailOn()) this.mail.enqueue(em, paymentRefundedMail(request.user.email, request, payment, refund));
  }

  /** The admins' alert of a card payment held for review; gated like the other admin alerts (`purchaseRequestAlerts`). */
  async paymentNeedsReview(em: EntityManager, request: PurchaseRequest, payment: ReceiptPayment & { id: number }, reason: string, charged: ChargedAmount): Promise<void> {
    const settings = await this.settings.current();
    if (!settings.emailNotifications || !settings.purchaseRequestAlerts) return;
    for (const admin of await this.admins(em)) this.mail.enqueue(em, paymentNeedsReviewMail(admin.email, request, payment, reason, charged));
  }

  /** Call after the transaction commits so the mail leaves at once. */
  flushed(): void {
    this.mail.wake();
  }

  private async customerMailOn(): Promise<boolean> {
    return (await this.settings.current()).emailNotifications;
  }

  private admins(em: EntityManager): Promise<User[]> {
    return em.find(User, { role: Role.Admin, isActive: true }, { orderBy: { id: 'asc' } });
  }
}
