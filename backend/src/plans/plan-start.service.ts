import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { addMonthsUtc, planMonthlyCents } from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { CARD_SAVING_KINDS } from '../payments/card-intents.service';
import { Payment } from '../payments/entities/payment.entity';
import { PaymentReceived } from '../payments/payment.events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { PurchaseStatusChanged } from '../purchase-requests/purchase-request.events';
import { Plan } from './entities/plan.entity';
import { PlanStarted } from './plan.events';
import { addPlanLines } from './plan-lines';
import { PlanSubscriptionsService } from './plan-subscriptions.service';

/**
 * Starts a request's plan in the transaction that makes it both completed and fully paid (the
 * status change or the payment, whichever comes last): its lines are the products with a monthly
 * fee, charged in the currency of the payment that completed it, at that payment's rate. The
 * plan's first month is the one the project's total holds, so its first charge is a month later.
 * A card plan's subscription is made once that transaction has committed (no Stripe call under
 * the request's lock); the reconciliation makes any that failed.
 */
@Injectable()
export class PlanStartService implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly ledger: PaymentsLedgerService,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly subscriptions: PlanSubscriptionsService,
  ) {}

  onModuleInit(): void {
    this.events.on(PaymentReceived, (em, { request }) => this.startIfDue(em, request));
    this.events.on(PurchaseStatusChanged, (em, { request }) => this.startIfDue(em, request));
  }

  /** Makes the subscriptions of the card plans started (once however many a transaction started). */
  private readonly provisionSubscriptions = (): Promise<void> => this.subscriptions.provisionPending();

  private async startIfDue(em: EntityManager, request: PurchaseRequest): Promise<void> {
    if (request.status !== 'completed' || (await em.count(Plan, { request }))) return;
    const monthly = request.items.getItems().filter((item) => item.unitMonthlyCents > 0);
    if (monthly.length === 0 || !(await this.ledger.summary(em, request.id)).fullyPaid) return;
    const completing = await em.findOne(Payment, { request, status: 'succeeded' }, { orderBy: { id: 'desc' } });
    // Only a final or full payment's intent saved the card (CardIntentsService); any other completes an invoice plan.
    const card = completing?.method === 'card' && CARD_SAVING_KINDS.includes(completing.kind) ? completing : null;
    const start = new Date();
    const plan = em.create(Plan, {
      request,
      user: request.user,
      billing: card ? 'card' : 'invoice',
      currency: completing?.charged.currency ?? 'USD',
      rate: completing?.charged.rate ?? 1,
      cardPayment: card,
      currentPeriodStart: start,
      currentPeriodEnd: addMonthsUtc(start, 1),
    });
    addPlanLines(em, plan, monthly);
    await em.flush();
    this.timeline.append(em, request, null, 'plan_started', null, {
      planId: plan.id,
      billing: plan.billing,
      currency: plan.currency,
      monthlyUsdCents: planMonthlyCents(monthly),
      firstChargeAt: plan.currentPeriodEnd.toISOString(),
    });
    await this.events.raise(em, new PlanStarted(plan, request));
    if (card) this.events.afterCommit(em, this.provisionSubscriptions, { wait: false });
  }
}
