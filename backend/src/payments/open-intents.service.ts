import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { acceptsPayment } from '@voosh/shared';
import type Stripe from 'stripe';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { RequestTermsChanged } from '../purchase-requests/purchase-request.events';
import { DomainEvents } from '../common/events/domain-events';
import type { User } from '../users/entities/user.entity';
import { Payment } from './entities/payment.entity';
import { eventValues, PaymentRecorder } from './payment-recorder.service';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { StripeGateway } from './stripe-gateway';
import { conflict } from '../common/http/api-error';
import { PAYMENT_MESSAGES } from './payments.messages';

/** Intent states Stripe lets us cancel (a `processing` intent is left for the next reconciliation). */
const CANCELABLE: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
];

/**
 * Open card intents a request no longer accepts. When an admin records an offline payment or
 * changes a request's status or amount, the open card payments the request no longer accepts
 * (`acceptsPayment`) are canceled in the ledger in that transaction, each with a timeline event,
 * and flagged `stripeCancelPending`; their intents are canceled at Stripe after the commit (no
 * Stripe call under a row lock), best effort: what fails keeps its flag and the reconciliation
 * cancels it later. A success Stripe reports instead (the customer paid in between) is applied as
 * usual, so it is held for review (PaymentRecorder), never booked.
 */
@Injectable()
export class OpenIntentsService implements OnModuleInit {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly domainEvents: DomainEvents,
    private readonly events: PurchaseRequestEventsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly recorder: PaymentRecorder,
  ) {}

  onModuleInit(): void {
    this.domainEvents.on(RequestTermsChanged, (em, { request, actor }) => this.cancelUnaccepted(em, request, actor));
  }

  /**
   * In the caller's transaction, the request locked and its changes flushed: cancels the open card
   * payments the request no longer accepts; their intents are canceled at Stripe once committed.
   */
  async cancelUnaccepted(em: EntityManager, request: PurchaseRequest, actor: User | null): Promise<void> {
    const open = await em.find(Payment, { request, method: 'card', status: { $in: ['pending', 'failed'] } }, { orderBy: { id: 'asc' } });
    if (!open.length) return;
    const terms = await this.ledger.terms(em, request);
    const canceled = open.filter((payment) => !acceptsPayment(terms, payment.kind, payment.charged.amountUsdCents));
    for (const payment of canceled) {
      const before = payment.status;
      this.recorder.canceled(payment);
      payment.stripeCancelPending = payment.stripePaymentIntentId !== null;
      this.events.append(em, request, actor, 'payment_canceled', { paymentId: payment.id, status: before }, eventValues(payment));
    }
    await em.flush();
    const atStripe = canceled.filter((payment) => payment.stripeCancelPending).map((payment) => payment.id);
    if (atStripe.length) this.domainEvents.afterCommit(em, () => this.cancelAtStripe(atStripe));
  }

  /** After the commit: cancels the payments' intents at Stripe. Never throws. */
  async cancelAtStripe(paymentIds: readonly number[]): Promise<void> {
    for (const id of paymentIds) await this.settleCanceled(id);
  }

  /**
   * One payment canceled here whose intent may still be open at Stripe: cancels it there, then
   * applies what Stripe holds (a success becomes a payment that needs review; a final state clears
   * the flag). True when the payment's outcome changed; a failure is logged and the flag stays for
   * the reconciliation.
   */
  async settleCanceled(id: number): Promise<boolean> {
    try {
      return (await this.cancelAndApply(id)).changed;
    } catch (error) {
      this.logger.warn(`Payment ${id} not canceled at Stripe yet: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /**
   * Every payment of the request canceled here whose intent may still be open at Stripe, canceled
   * there before the customer is handed another intent. Throws when Stripe cannot be reached (502)
   * or one of them was paid or is being paid meanwhile (409), so no second payment can start.
   */
  async cancelAllOrRefuse(requestId: number): Promise<void> {
    const stillOpen = await this.em
      .fork()
      .find(Payment, { request: requestId, method: 'card', stripeCancelPending: true }, { fields: ['id'], orderBy: { id: 'asc' } });
    for (const { id } of stillOpen) {
      const { intent } = await this.cancelAndApply(id);
      if (intent.status !== 'canceled') throw conflict(PAYMENT_MESSAGES.processing);
    }
  }

  /** Cancels the payment's intent at Stripe when it can still be canceled and applies Stripe's answer; a Stripe failure throws. */
  private async cancelAndApply(id: number): Promise<{ intent: Stripe.PaymentIntent; changed: boolean }> {
    const { stripePaymentIntentId } = await this.em.fork().findOneOrFail(Payment, id, { fields: ['stripePaymentIntentId'] });
    let intent = await this.stripe.retrieveIntent(stripePaymentIntentId!);
    if (CANCELABLE.includes(intent.status)) intent = await this.stripe.cancelIntent(intent.id);
    const changed = await this.em
      .fork()
      .transactional(async (em) => this.recorder.applyIntent(em, await this.recorder.lock(em, { id }), intent));
    return { intent, changed };
  }
}
