import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { PAYABLE_STATUSES } from '@voosh/shared';
import type Stripe from 'stripe';
import { notFound } from '../common/http/api-error';
import { NotificationsService } from '../notifications/notifications.service';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import type { User } from '../users/entities/user.entity';
import { Payment } from './entities/payment.entity';
import { PaymentsLedgerService } from './payments-ledger.service';
import { PAYMENT_MESSAGES } from './payments.messages';

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
 */
@Injectable()
export class PaymentRecorder {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly requests: PurchaseRequestsService,
    private readonly events: PurchaseRequestEventsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly notifications: NotificationsService,
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

  /** Applies what Stripe says of the payment's intent; true when something changed. */
  async applyIntent(em: EntityManager, { payment, request }: LockedPayment, intent: Stripe.PaymentIntent): Promise<boolean> {
    if (intent.amount !== payment.amountMinor || intent.currency !== payment.currency) {
      this.logger.error(`PaymentIntent ${intent.id} is ${intent.amount} ${intent.currency}, payment ${payment.id} expected ${payment.amountMinor} ${payment.currency}`);
    }
    switch (intent.status) {
      case 'succeeded':
        return this.succeeded(em, { payment, request }, null);
      case 'canceled':
        return this.canceled(payment);
      case 'requires_payment_method':
        return intent.last_payment_error ? this.failed(em, { payment, request }, intent.last_payment_error.message || DEFAULT_FAILURE_MESSAGE) : false;
      default:
        return false;
    }
  }

  /**
   * Records the money as received: a deposit or full payment moves an approved or payment_due
   * request to `paid`. `actor` is the admin of an offline payment, null for Stripe.
   */
  async succeeded(em: EntityManager, { payment, request }: LockedPayment, actor: User | null): Promise<boolean> {
    if (payment.status === 'succeeded') return false;
    const before = payment.status;
    payment.status = 'succeeded';
    await em.flush();
    this.events.append(em, request, actor, 'payment_recorded', { paymentId: payment.id, status: before }, eventValues(payment));
    if (payment.kind !== 'final' && PAYABLE_STATUSES[payment.kind].includes(request.status)) await this.requests.setStatus(em, request, 'paid', actor);
    const { balanceDueCents } = await this.ledger.summary(em, request.id);
    await this.notifications.paymentReceived(em, request, payment, balanceDueCents);
    return true;
  }

  /** Only a pending payment fails: a failure arriving after the success changes nothing. */
  private async failed(em: EntityManager, { payment, request }: LockedPayment, message: string): Promise<boolean> {
    if (payment.status !== 'pending') return false;
    payment.status = 'failed';
    payment.failureMessage = message;
    this.events.append(em, request, null, 'payment_failed', { paymentId: payment.id, status: 'pending' }, { ...eventValues(payment), failureMessage: message });
    await this.notifications.paymentFailed(em, request, payment, message);
    return true;
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
    amountUsdCents: payment.amountUsdCents,
    currency: payment.currency,
    amountMinor: payment.amountMinor,
    ...(payment.reference ? { reference: payment.reference } : {}),
  };
}
