import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import {
  PAYABLE_STATUSES,
  PAYMENT_REVIEW_REASON_LABELS,
  paymentReviewReason,
  type PaymentReviewReason,
  REFUNDABLE_PAYMENT_STATUSES,
} from '@voosh/shared';
import type Stripe from 'stripe';
import { notFound } from '../common/http/api-error';
import { DomainEvents } from '../common/events/domain-events';
import { PaymentFailed, PaymentNeedsReview, PaymentReceived, PaymentRefunded } from './payment.events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import type { User } from '../users/entities/user.entity';
import { PaymentRefund } from './entities/payment-refund.entity';
import { Payment } from './entities/payment.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { PAYMENT_MESSAGES } from './payments.messages';
import { countRefund } from './refund-amounts';
import type { LockedRefundable, Refundable, RefundRecord } from './refunds.service';

/** Stripe's message when a failed intent carries none. */
export const DEFAULT_FAILURE_MESSAGE = 'The payment was declined.';

/** A payment and its request, both locked in the caller's transaction. */
export interface LockedPayment {
  payment: Payment;
  request: PurchaseRequest;
}

/**
 * The one place a payment's outcome is written, whoever learnt it (webhook, reconciliation, an
 * admin recording an offline payment): the payment, the request's status, its audit timeline and
 * the customer's receipt, under the request's row lock. Each change happens at most once: a
 * succeeded payment never goes back, so repeated or late events change nothing.
 *
 * A card success the request no longer accepts (the intent was canceled here, the request's status
 * or amount due changed, it would pay more than is due, or Stripe charged another amount or
 * currency than stored: `paymentReviewReason` in libs/shared) is kept as `needs_review`: out of the
 * ledger's totals, on the request's timeline and in the admins' payment list, with an alert to the
 * admins; the request's status does not move. It is not refunded automatically: the customer may
 * have meant to pay (a raised amount, a deposit paid the minute before a denial), a mismatch may be
 * Stripe's or ours to explain, and an automatic refund cannot be undone, while an admin can refund
 * it at once through the usual refund (allowed for `needs_review`) or settle it with the customer.
 */
@Injectable()
export class PaymentRecorder {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly requests: PurchaseRequestsService,
    private readonly events: PurchaseRequestEventsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly domainEvents: DomainEvents,
  ) {}

  /**
   * Locks the request of the payment matching `where` (404 when none), then reads the payment
   * again under that lock, so what the caller sees cannot change until it commits.
   */
  async lock(em: EntityManager, where: FilterQuery<Payment>): Promise<LockedPayment> {
    const locked = await this.lockIfAny(em, where);
    if (!locked) throw notFound(PAYMENT_MESSAGES.notFound);
    return locked;
  }

  /** As lock(), null when no payment matches (e.g. a Stripe event of an intent made elsewhere). */
  async lockIfAny(em: EntityManager, where: FilterQuery<Payment>): Promise<LockedPayment | null> {
    const found = await em.findOne(Payment, where, { fields: ['id', 'request'] });
    if (!found) return null;
    const request = await this.requests.lockForUpdate(em, found.request.id);
    const payment = await em.findOneOrFail(Payment, found.id, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    return { payment, request };
  }

  /**
   * Applies what Stripe says of the payment's intent; true when its outcome changed. A succeeded or
   * canceled intent is final: nothing is left to cancel at Stripe.
   */
  async applyIntent(em: EntityManager, { payment, request }: LockedPayment, intent: Stripe.PaymentIntent): Promise<boolean> {
    if (intent.status === 'succeeded' || intent.status === 'canceled') payment.stripeCancelPending = false;
    switch (intent.status) {
      case 'succeeded':
        return this.cardSucceeded(em, { payment, request }, intent);
      case 'canceled':
        return this.canceled(payment);
      case 'requires_payment_method':
        return intent.last_payment_error
          ? this.failed(em, { payment, request }, intent.last_payment_error.message || DEFAULT_FAILURE_MESSAGE)
          : false;
      default:
        return false;
    }
  }

  /**
   * Records the money as received: a deposit or full payment moves an approved or payment_due
   * request to `paid`. `actor` is the admin of an offline payment, null for Stripe.
   */
  async succeeded(em: EntityManager, { payment, request }: LockedPayment, actor: User | null): Promise<boolean> {
    if (payment.status === 'succeeded' || payment.status === 'needs_review') return false;
    const before = payment.status;
    payment.status = 'succeeded';
    payment.paidAt = new Date();
    await em.flush();
    this.events.append(em, request, actor, 'payment_recorded', { paymentId: payment.id, status: before }, eventValues(payment));
    if (payment.kind !== 'final' && PAYABLE_STATUSES[payment.kind].includes(request.status))
      await this.requests.setStatus(em, request, 'paid', actor);
    const { balanceDueCents } = await this.ledger.summary(em, request.id);
    await this.domainEvents.raise(em, new PaymentReceived(request, payment, balanceDueCents));
    return true;
  }

  /** Stripe took the money: booked when the request still accepts exactly this payment, else held for review. */
  private async cardSucceeded(em: EntityManager, locked: LockedPayment, intent: Stripe.PaymentIntent): Promise<boolean> {
    const { payment, request } = locked;
    if (payment.status === 'succeeded' || payment.status === 'needs_review') return false;
    const reason = paymentReviewReason(
      { ...payment.charged, kind: payment.kind, status: payment.status, chargedMinor: intent.amount, chargedCurrency: intent.currency },
      await this.ledger.terms(em, request),
    );
    return reason ? this.needsReview(em, locked, reason, intent) : this.succeeded(em, locked, null);
  }

  /** Keeps money the request no longer accepts out of the ledger, on the timeline, and alerts the admins (see the class's doc). */
  private async needsReview(
    em: EntityManager,
    { payment, request }: LockedPayment,
    reason: PaymentReviewReason,
    intent: Stripe.PaymentIntent,
  ): Promise<boolean> {
    this.logger.warn(`PaymentIntent ${intent.id} (${intent.amount} ${intent.currency}) of payment ${payment.id} needs review: ${reason}`);
    const before = payment.status;
    payment.status = 'needs_review';
    payment.reviewReason = reason;
    const charged = { chargedMinor: intent.amount, chargedCurrency: intent.currency.toUpperCase() };
    this.events.append(
      em,
      request,
      null,
      'payment_needs_review',
      { paymentId: payment.id, status: before },
      { ...eventValues(payment), ...charged },
    );
    await this.domainEvents.raise(em, new PaymentNeedsReview(request, payment, PAYMENT_REVIEW_REASON_LABELS[reason], charged));
    return true;
  }

  /** Only a pending payment fails: a failure arriving after the success changes nothing. */
  private async failed(em: EntityManager, { payment, request }: LockedPayment, message: string): Promise<boolean> {
    if (payment.status !== 'pending') return false;
    payment.status = 'failed';
    payment.failureMessage = message;
    this.events.append(
      em,
      request,
      null,
      'payment_failed',
      { paymentId: payment.id, status: 'pending' },
      { ...eventValues(payment), failureMessage: message },
    );
    await this.domainEvents.raise(em, new PaymentFailed(request, payment, message));
    return true;
  }

  /** Records a refund of the payment: the refund row, the running totals, the timeline and the customer's e-mail. */
  private async refunded(em: EntityManager, { payment, request }: LockedPayment, refund: RefundRecord, actor: User | null): Promise<void> {
    const { amountUsdCents, amountMinor, reason, stripeRefundId } = refund;
    const before = { paymentId: payment.id, refundedUsdCents: payment.charged.refundedUsdCents };
    const taxUsdCents = countRefund(payment.charged, refund);
    em.create(PaymentRefund, { payment, amountUsdCents, taxUsdCents, amountMinor, reason, stripeRefundId, createdBy: actor });
    this.events.append(em, request, actor, 'payment_refunded', before, {
      ...eventValues(payment),
      refundedUsdCents: payment.charged.refundedUsdCents,
      refundUsdCents: amountUsdCents,
      refundMinor: amountMinor,
      reason,
    });
    await this.domainEvents.raise(em, new PaymentRefunded(request, payment, { amountUsdCents, taxUsdCents, amountMinor, reason }));
  }

  /** The payment matching `where`, as the refund flow sees it. */
  refundable(where: FilterQuery<Payment>): Refundable {
    return {
      cardIntent: async (em) => {
        const found = await em.findOne(Payment, where, { fields: ['method', 'stripePaymentIntentId'] });
        if (!found) throw notFound(PAYMENT_MESSAGES.notFound);
        return found.method === 'card' ? found.stripePaymentIntentId : null;
      },
      lock: async (em) => this.lockedRefundable(await this.lock(em, where)),
    };
  }

  /** A locked payment as the refund flow sees it: refundable once its money was taken. */
  lockedRefundable(locked: LockedPayment): LockedRefundable {
    const { payment, request } = locked;
    return {
      charged: payment.charged,
      refusal: REFUNDABLE_PAYMENT_STATUSES.includes(payment.status) ? null : PAYMENT_MESSAGES.notRefundable(payment.status),
      stripeKey: `voosh-refund-${payment.id}`,
      stripeMetadata: { paymentId: String(payment.id), requestId: String(request.id) },
      recorded: (em, stripeRefundId) => em.findOne(PaymentRefund, { stripeRefundId }),
      adminRefunds: (em) => em.find(PaymentRefund, { payment, createdBy: { $ne: null } }),
      record: (em, refund, actor) => this.refunded(em, locked, refund, actor),
    };
  }

  canceled(payment: Payment): boolean {
    if (payment.status !== 'pending' && payment.status !== 'failed') return false;
    payment.status = 'canceled';
    return true;
  }
}

/** What the audit timeline keeps of a payment. */
export function eventValues(payment: Payment): Record<string, unknown> {
  return {
    paymentId: payment.id,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    amountUsdCents: payment.charged.amountUsdCents,
    currency: payment.charged.currency,
    amountMinor: payment.charged.amountMinor,
    ...(payment.reference ? { reference: payment.reference } : {}),
    ...(payment.reviewReason ? { reviewReason: payment.reviewReason } : {}),
  };
}
