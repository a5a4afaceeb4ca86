import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { WebhookEventType } from '@voosh/shared';
import { DomainEvents, type EventType } from '../common/events/domain-events';
import { CompanyMemberJoined, CompanyMemberRemoved } from '../companies/company.events';
import { companyMembershipEvent } from '../companies/company.mapper';
import { DemoRequested } from '../demo/demo.events';
import { demoSubmissionResponse } from '../demo/demo.mapper';
import { DocumentIssued, InvoiceOverdue } from '../documents/document.events';
import { documentResponse } from '../documents/document.mapper';
import { Payment } from '../payments/entities/payment.entity';
import { PaymentNeedsReview, PaymentReceived, PaymentRefunded } from '../payments/payment.events';
import { paymentResponse } from '../payments/payment.mapper';
import { PlanCharge } from '../plans/entities/plan-charge.entity';
import type { Plan } from '../plans/entities/plan.entity';
import { PlanMonthPaid, PlanPaymentFailed, PlanStarted, PlanStatusChanged } from '../plans/plan.events';
import { planResponse } from '../plans/plan.mapper';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import {
  ApprovalDecided,
  ApprovalRequested,
  PurchaseRequested,
  PurchaseStatusChanged,
  RequestTermsChanged,
} from '../purchase-requests/purchase-request.events';
import { purchaseRequestResponse } from '../purchase-requests/purchase-request.mapper';
import { WebhookPublisher } from './webhook-publisher.service';

/**
 * Which business event is told to endpoints as which webhook event, and the resource it carries,
 * as the API answers it to an admin (a request with its payment figures, a payment, a plan with
 * its months, a demo request, a document).
 */
@Injectable()
export class WebhookEvents implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: WebhookPublisher,
    private readonly ledger: PaymentsLedgerService,
  ) {}

  onModuleInit(): void {
    const on = <E extends object>(
      type: EventType<E>,
      webhook: (event: E) => WebhookEventType | null,
      data: (em: EntityManager, event: E) => Promise<unknown> | unknown,
    ) =>
      this.events.on(type, async (em, event) => {
        const name = webhook(event);
        if (name) await this.publisher.publish(em, name, () => data(em, event));
      });

    on(
      PurchaseRequested,
      () => 'purchase_request.created',
      (em, { request }) => this.request(em, request),
    );
    on(
      PurchaseStatusChanged,
      () => 'purchase_request.status_changed',
      (em, { request }) => this.request(em, request),
    );
    on(
      RequestTermsChanged,
      ({ amountChanged }) => (amountChanged ? 'purchase_request.amount_changed' : null),
      (em, { request }) => this.request(em, request),
    );
    on(
      ApprovalRequested,
      () => 'purchase_request.approval_requested',
      (em, { request }) => this.request(em, request),
    );
    on(
      ApprovalDecided,
      () => 'purchase_request.approval_decided',
      (em, { request }) => this.request(em, request),
    );
    on(
      PaymentReceived,
      () => 'payment.succeeded',
      (em, { payment }) => this.payment(em, payment.id),
    );
    on(
      PaymentRefunded,
      () => 'payment.refunded',
      (em, { payment }) => this.payment(em, payment.id),
    );
    on(
      PaymentNeedsReview,
      () => 'payment.needs_review',
      (em, { payment }) => this.payment(em, payment.id),
    );
    on(
      PlanStarted,
      () => 'plan.created',
      (em, { plan }) => this.plan(em, plan),
    );
    on(
      PlanMonthPaid,
      () => 'plan.charge.paid',
      (em, { plan }) => this.plan(em, plan),
    );
    on(
      PlanPaymentFailed,
      () => 'plan.charge.failed',
      (em, { plan }) => this.plan(em, plan),
    );
    on(
      PlanStatusChanged,
      ({ plan }) => (plan.status === 'canceled' ? 'plan.canceled' : null),
      (em, { plan }) => this.plan(em, plan),
    );
    on(
      DemoRequested,
      () => 'demo_request.created',
      (_em, { demo }) => demoSubmissionResponse(demo),
    );
    on(
      DocumentIssued,
      () => 'document.issued',
      (_em, { document }) => documentResponse(document),
    );
    on(
      InvoiceOverdue,
      () => 'invoice.overdue',
      (_em, { invoice }) => documentResponse(invoice),
    );
    on(
      CompanyMemberJoined,
      () => 'company.member_joined',
      (_em, { member }) => companyMembershipEvent(member),
    );
    on(
      CompanyMemberRemoved,
      () => 'company.member_removed',
      (_em, { member, by }) => companyMembershipEvent(member, by),
    );
  }

  private async request(em: EntityManager, request: PurchaseRequest): Promise<unknown> {
    await em.flush();
    return purchaseRequestResponse(request, await this.ledger.summary(em, request.id));
  }

  private async payment(em: EntityManager, id: number): Promise<unknown> {
    await em.flush();
    return paymentResponse(await em.findOneOrFail(Payment, id, { populate: ['request'] }), true);
  }

  private async plan(em: EntityManager, plan: Plan): Promise<unknown> {
    await em.flush();
    await em.populate(plan, ['lines', 'user']);
    const charges = await em.find(PlanCharge, { plan }, { orderBy: { periodStart: 'desc', id: 'desc' } });
    return planResponse(plan, charges);
  }
}
