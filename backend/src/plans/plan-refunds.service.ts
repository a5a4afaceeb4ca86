import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import { DomainEvents } from '../common/events/domain-events';
import { conflict, notFound } from '../common/http/api-error';
import { REFUND_MESSAGES } from '../payments/payments.messages';
import type { RefundPaymentDto } from '../payments/dto/refund-payment.dto';
import { onStripeEvent } from '../payments/payment.events';
import { countRefund } from '../payments/refund-amounts';
import { type LockedRefundable, type Refundable, type RefundRecord, RefundsService } from '../payments/refunds.service';
import { idOf, StripeGateway } from '../payments/stripe-gateway';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import type { User } from '../users/entities/user.entity';
import type { PlanResponse } from './dto/plan.responses';
import { PlanChargeRefund } from './entities/plan-charge-refund.entity';
import { PlanCharge } from './entities/plan-charge.entity';
import { type LockedPlan, lockPlan } from './plan-lock';
import { PlanMonthRefunded } from './plan.events';
import { chargeValues } from './plan-values';
import { PlansService } from './plans.service';
import { PLAN_MESSAGES } from './plans.messages';

/**
 * Refunds of a plan's paid months, by the one refund flow (RefundsService) as a request's
 * payments: asked by an admin (at Stripe on the invoice's PaymentIntent for a card month, recorded
 * only for an offline one), or made in Stripe's dashboard and told by `charge.refunded`. Each is a
 * row, on the request's timeline, with a credit note mailed to the customer.
 */
@Injectable()
export class PlanRefundsService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly plans: PlansService,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly events: DomainEvents,
    private readonly refunds: RefundsService,
  ) {}

  onModuleInit(): void {
    // Called only for charges no request payment made: a month paid through a subscription's invoice.
    onStripeEvent<Stripe.Charge>(this.events, 'charge.refunded', (em, charge) => this.refundedInStripe(em, charge));
  }

  /** An admin refunds part or all of a paid month. */
  async refund(admin: User, chargeId: number, dto: RefundPaymentDto): Promise<PlanResponse> {
    await this.refunds.refund(this.refundable(chargeId), dto.amountCents, dto.reason, admin);
    return this.plans.get(admin, await this.planOf(this.em.fork(), chargeId));
  }

  /** A month as the refund flow sees it; its card PaymentIntent is the one that paid its invoice. */
  private refundable(chargeId: number): Refundable {
    return {
      cardIntent: async (em) => {
        const charge = await em.findOne(PlanCharge, chargeId, { fields: ['stripeInvoiceId'] });
        if (!charge) throw notFound(PLAN_MESSAGES.chargeNotFound);
        if (!charge.stripeInvoiceId) return null;
        const intent = await this.stripe.paymentIntentOfInvoice(charge.stripeInvoiceId);
        if (!intent) throw conflict(REFUND_MESSAGES.noCardCharge);
        return intent;
      },
      lock: async (em) => {
        const locked = await lockPlan(em, await this.planOf(em, chargeId));
        return this.lockedRefundable(locked, await em.findOneOrFail(PlanCharge, chargeId, { refresh: true }));
      },
    };
  }

  private lockedRefundable(locked: LockedPlan, charge: PlanCharge): LockedRefundable {
    return {
      charged: charge.charged,
      refusal: charge.status === 'paid' ? null : PLAN_MESSAGES.nothingToRefund,
      stripeKey: `voosh-plan-refund-${charge.id}`,
      stripeMetadata: { planChargeId: String(charge.id) },
      recorded: (em, stripeRefundId) => em.findOne(PlanChargeRefund, { stripeRefundId }),
      adminRefunds: (em) => em.find(PlanChargeRefund, { planCharge: charge, createdBy: { $ne: null } }),
      record: (em, refund, actor) => this.record(em, locked, charge, refund, actor),
    };
  }

  private async planOf(em: EntityManager, chargeId: number): Promise<number> {
    const found = await em.findOne(PlanCharge, chargeId, { fields: ['plan'] });
    if (!found) throw notFound(PLAN_MESSAGES.chargeNotFound);
    return found.plan.id;
  }

  /**
   * A refund of a month's charge told by Stripe. Stripe is asked which invoice the charge paid
   * within the event's transaction, before any plan is locked: a failure rolls the event back for
   * Stripe to deliver again.
   */
  private async refundedInStripe(em: EntityManager, stripeCharge: Stripe.Charge): Promise<void> {
    const intent = idOf(stripeCharge.payment_intent);
    const invoice = intent ? await this.stripe.invoiceOfPaymentIntent(intent) : null;
    const found = invoice ? await em.findOne(PlanCharge, { stripeInvoiceId: invoice }, { fields: ['plan'] }) : null;
    if (!found) return;
    const locked = await lockPlan(em, found.plan.id);
    const charge = await em.findOneOrFail(PlanCharge, found.id, { refresh: true });
    const stripeRefundId = stripeCharge.refunds?.data[0]?.id ?? null;
    await this.refunds.refundedInStripe(em, this.lockedRefundable(locked, charge), stripeCharge.amount_refunded, stripeRefundId);
  }

  /** The refund's row and the month's running totals, the timeline, and the credit note mailed (PlanMonthRefunded). */
  private async record(
    em: EntityManager,
    { plan, request }: LockedPlan,
    charge: PlanCharge,
    refund: RefundRecord,
    actor: User | null,
  ): Promise<void> {
    const { amountUsdCents, amountMinor, reason, stripeRefundId } = refund;
    const refundedBefore = charge.charged.refundedUsdCents;
    const taxUsdCents = countRefund(charge.charged, refund);
    em.create(PlanChargeRefund, { planCharge: charge, amountUsdCents, taxUsdCents, amountMinor, reason, stripeRefundId, createdBy: actor });
    this.timeline.append(
      em,
      request,
      actor,
      'plan_month_refunded',
      { refundedUsdCents: refundedBefore },
      {
        ...chargeValues(charge),
        refundedUsdCents: charge.charged.refundedUsdCents,
        refundUsdCents: amountUsdCents,
        refundMinor: amountMinor,
        reason,
      },
    );
    await this.events.raise(em, new PlanMonthRefunded(plan, request, charge, { amountUsdCents, taxUsdCents, amountMinor, reason }));
  }
}
