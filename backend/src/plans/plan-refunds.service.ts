import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import { DomainEvents } from '../common/events/domain-events';
import { conflict, notFound } from '../common/http/api-error';
import type { RefundPaymentDto } from '../payments/dto/refund-payment.dto';
import type { RefundFigures } from '../payments/payment.events';
import { REFUNDED_IN_STRIPE } from '../payments/payment-recorder.service';
import { idOf, StripeGateway } from '../payments/stripe-gateway';
import { onStripeEvent } from '../payments/payment.events';
import { countRefund, refundAmounts, refundedBeyond } from '../payments/refund-amounts';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import type { User } from '../users/entities/user.entity';
import type { PlanResponse } from './dto/plan.responses';
import { PlanCharge } from './entities/plan-charge.entity';
import { type LockedPlan, lockPlan } from './plan-lock';
import { PlanMonthRefunded } from './plan.events';
import { chargeValues } from './plan-values';
import { PlansService } from './plans.service';
import { PLAN_MESSAGES } from './plans.messages';

/**
 * Refunds of a plan's paid months: asked by an admin (at Stripe for a card month, recorded only for
 * an offline one), or made in Stripe's dashboard and told by `charge.refunded`. Either way the month's
 * refunded totals grow once per refund, the timeline says so and the customer gets a credit note.
 */
@Injectable()
export class PlanRefundsService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly plans: PlansService,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    // Called only for charges no request payment made: a month paid through a subscription's invoice.
    onStripeEvent<Stripe.Charge>(this.events, 'charge.refunded', (em, charge) => this.refundedInStripe(em, charge));
  }

  /**
   * An admin refunds part or all of a paid month, in three steps so that a refund is counted once
   * and only if it was made:
   * 1. under the plan's lock, the amount is checked against what is left and reserved (added to
   *    the month's refunded total), so a second refund asked meanwhile sees it gone (409), and
   *    Stripe's `charge.refunded` for it finds it counted;
   * 2. with no lock held, a card month is refunded at Stripe on its invoice's PaymentIntent, keyed
   *    by the month and its refunded total before this refund; a failure gives the reservation back;
   * 3. under the lock again, the timeline and the credit note mailed to the customer.
   */
  async refund(admin: User, chargeId: number, dto: RefundPaymentDto): Promise<PlanResponse> {
    const reserved = await this.em.fork().transactional(async (em) => {
      const found = await em.findOne(PlanCharge, chargeId, { fields: ['plan'] });
      if (!found) throw notFound(PLAN_MESSAGES.chargeNotFound);
      await lockPlan(em, found.plan.id);
      const charge = await em.findOneOrFail(PlanCharge, chargeId, { refresh: true });
      if (charge.status !== 'paid') throw conflict(PLAN_MESSAGES.nothingToRefund);
      const { amountUsdCents, amountMinor } = refundAmounts(charge.charged, dto.amountCents);
      const before = { refundedUsdCents: charge.charged.refundedUsdCents, refundedMinor: charge.charged.refundedMinor };
      countRefund(charge.charged, { amountUsdCents, amountMinor });
      return { planId: found.plan.id, stripeInvoiceId: charge.stripeInvoiceId, amountUsdCents, amountMinor, before };
    });
    if (reserved.stripeInvoiceId) {
      const intent = await this.stripe.paymentIntentOfInvoice(reserved.stripeInvoiceId).catch(async (error: unknown) => {
        await this.giveBack(reserved.planId, chargeId, reserved.before);
        throw error;
      });
      try {
        if (!intent) throw conflict(PLAN_MESSAGES.nothingToRefund);
        await this.stripe.createRefund(
          { payment_intent: intent, amount: reserved.amountMinor, metadata: { planChargeId: String(chargeId) } },
          `voosh-plan-refund-${chargeId}-${reserved.before.refundedUsdCents}-${reserved.amountMinor}`,
        );
      } catch (error) {
        await this.giveBack(reserved.planId, chargeId, reserved.before);
        // Stripe may have refunded (its answer lost), or refunded in its dashboard while this one was reserved: what it holds is recorded.
        if (intent) await this.catchUp(reserved.planId, chargeId, intent).catch(() => undefined);
        throw error;
      }
    }
    await this.em.fork().transactional(async (em) => {
      const locked = await lockPlan(em, reserved.planId);
      const charge = await em.findOneOrFail(PlanCharge, chargeId, { refresh: true });
      const refund = { amountUsdCents: reserved.amountUsdCents, amountMinor: reserved.amountMinor, reason: dto.reason };
      await this.record(em, locked, charge, refund, admin, reserved.before.refundedUsdCents);
    });
    return this.plans.get(admin, reserved.planId);
  }

  /**
   * A refund made in Stripe's dashboard of a month's charge: what Stripe's running total
   * (`amount_refunded`) holds beyond the month's refunded total is recorded. Refunds asked here
   * were reserved before Stripe made them, so their events find nothing new. Stripe is asked which
   * invoice the charge paid within the event's transaction, before any plan is locked: a failure
   * rolls the event back for Stripe to deliver again.
   */
  private async refundedInStripe(em: EntityManager, stripeCharge: Stripe.Charge): Promise<void> {
    const intent = idOf(stripeCharge.payment_intent);
    const invoice = intent ? await this.stripe.invoiceOfPaymentIntent(intent) : null;
    const found = invoice ? await em.findOne(PlanCharge, { stripeInvoiceId: invoice }, { fields: ['plan'] }) : null;
    if (found) await this.recordStripeTotal(em, found.plan.id, found.id, stripeCharge.amount_refunded);
  }

  /** A refund reservation given back: Stripe made no refund for it (or the caller catches up with what Stripe holds). */
  private giveBack(planId: number, chargeId: number, before: { refundedUsdCents: number; refundedMinor: number }): Promise<void> {
    return this.em.fork().transactional(async (em) => {
      await lockPlan(em, planId);
      await em.nativeUpdate(PlanCharge, { id: chargeId }, { charged: before });
    });
  }

  /** What Stripe holds as refunded of a month's charge, recorded where it is more than the month's refunded total. */
  private async catchUp(planId: number, chargeId: number, intent: string): Promise<void> {
    const amountRefunded = await this.stripe.amountRefundedOf(intent);
    await this.em.fork().transactional((em) => this.recordStripeTotal(em, planId, chargeId, amountRefunded));
  }

  /** Stripe's running refund total of a month (`amountRefunded`, minor units): what it holds beyond the month's refunded total is a refund made there. */
  private async recordStripeTotal(em: EntityManager, planId: number, chargeId: number, amountRefunded: number): Promise<void> {
    const locked = await lockPlan(em, planId);
    const charge = await em.findOneOrFail(PlanCharge, chargeId, { refresh: true });
    if (charge.status !== 'paid') return;
    const beyond = refundedBeyond(charge.charged, amountRefunded);
    if (!beyond) return;
    const before = charge.charged.refundedUsdCents;
    countRefund(charge.charged, beyond);
    await em.flush();
    await this.record(em, locked, charge, { ...beyond, reason: REFUNDED_IN_STRIPE }, null, before);
  }

  /** The refund on the request's timeline, and the credit note mailed (PlanMonthRefunded). */
  private async record(
    em: EntityManager,
    { plan, request }: LockedPlan,
    charge: PlanCharge,
    refund: RefundFigures,
    actor: User | null,
    refundedBefore: number,
  ): Promise<void> {
    this.timeline.append(
      em,
      request,
      actor,
      'plan_month_refunded',
      { refundedUsdCents: refundedBefore },
      {
        ...chargeValues(charge),
        refundedUsdCents: refundedBefore + refund.amountUsdCents,
        refundUsdCents: refund.amountUsdCents,
        refundMinor: refund.amountMinor,
        reason: refund.reason,
      },
    );
    await this.events.raise(em, new PlanMonthRefunded(plan, request, charge, refund));
  }
}
