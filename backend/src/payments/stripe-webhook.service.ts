import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DomainEvents } from '../common/events/domain-events';
import { type LockedPayment, PaymentRecorder } from './payment-recorder.service';
import { StripeEventReceived } from './payment.events';
import { RefundsService } from './refunds.service';
import { idOf, STRIPE_API_VERSION, StripeGateway } from './stripe-gateway';

/** The PaymentIntent events whose intent decides a payment's outcome. */
const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);
/** A charge's refunds, wherever they were made (this app, or Stripe's dashboard). */
const CHARGE_REFUNDED = 'charge.refunded';

/**
 * Stripe's webhook, the source of truth for card outcomes. The event id is stored in the same
 * transaction as its effect (first writer wins on the primary key), so a redelivery, even a
 * concurrent one, changes nothing twice. What the payments module does not apply itself is raised
 * on the bus as StripeEventReceived (the plans module listens); an event nobody listens for is
 * stored and acknowledged.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly recorder: PaymentRecorder,
    private readonly events: DomainEvents,
    private readonly refunds: RefundsService,
  ) {}

  async handle(payload: unknown, signature: string | string[] | undefined): Promise<{ received: true }> {
    const event = this.stripe.verifyEvent(payload, signature);
    this.checkVersion(event);
    await this.em.fork().transactional(async (em) => {
      if (!(await this.firstDelivery(em, event))) return;
      if (!(await this.applyToPayment(em, event))) await this.events.raise(em, new StripeEventReceived(event));
    });
    return { received: true };
  }

  /**
   * Stripe renders an event in its webhook endpoint's API version, not the caller's: one in another
   * version than the pinned one means the endpoint in Stripe's dashboard is set wrong
   * (docs/operations.md). It is applied all the same (refusing it would lose a payment; the fields
   * read may still be there) and logged as a warning, each time, until the endpoint is fixed.
   */
  private checkVersion(event: Stripe.Event): void {
    if (event.api_version === STRIPE_API_VERSION) return;
    this.logger.warn(
      `Event ${event.id} (${event.type}) is in Stripe API version ${event.api_version ?? 'none'}, not ${STRIPE_API_VERSION}: ` +
        `set the webhook endpoint in Stripe's dashboard to ${STRIPE_API_VERSION}`,
    );
  }

  /**
   * The event's effect on the payment it names, the payment locked; false when it names none (a
   * refund of a plan's month, paid through its invoice, or not an event of a payment at all).
   */
  private async applyToPayment(em: EntityManager, event: Stripe.Event): Promise<boolean> {
    if (INTENT_EVENTS.has(event.type)) {
      const intent = event.data.object as Stripe.PaymentIntent;
      const locked = await this.recorder.lockIfAny(em, { stripePaymentIntentId: intent.id });
      if (locked) await this.recorder.applyIntent(em, locked, intent);
      return true;
    }
    if (event.type !== CHARGE_REFUNDED) return false;
    const charge = event.data.object as Stripe.Charge;
    const intentId = idOf(charge.payment_intent);
    const locked: LockedPayment | null = intentId ? await this.recorder.lockIfAny(em, { stripePaymentIntentId: intentId }) : null;
    if (locked)
      await this.refunds.refundedInStripe(
        em,
        this.recorder.lockedRefundable(locked),
        charge.amount_refunded,
        charge.refunds?.data[0]?.id ?? null,
      );
    return locked !== null;
  }

  /** Stores the event id; false when it was already there (a concurrent twin waits for our commit). */
  private async firstDelivery(em: EntityManager, event: Stripe.Event): Promise<boolean> {
    const inserted = await em.execute<{ id: string }[]>(
      'insert into stripe_events (id, type, received_at) values (?, ?, now()) on conflict (id) do nothing returning id',
      [event.id, event.type],
    );
    return inserted.length === 1;
  }
}
