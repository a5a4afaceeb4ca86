import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { type LockedPayment, PaymentRecorder } from './payment-recorder.service';
import { idOf, StripeGateway } from './stripe-gateway';

/** The PaymentIntent events whose intent decides a payment's outcome. */
const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);
/** A charge's refunds, wherever they were made (this app, or Stripe's dashboard). */
const CHARGE_REFUNDED = 'charge.refunded';

/** Another module's handling of one event type (plans: invoices and subscriptions), in the event's transaction. */
export type StripeEventHandler = (em: EntityManager, event: Stripe.Event) => Promise<void>;

/**
 * Stripe's webhook, the source of truth for card outcomes. The event id is stored in the same
 * transaction as its effect (first writer wins on the primary key), so a redelivery, even a
 * concurrent one, changes nothing twice; other event types are acknowledged and ignored.
 */
@Injectable()
export class StripeWebhookService {
  /** Each event type's handlers from other modules, in the order they registered: all of them run. */
  private readonly handlers = new Map<string, StripeEventHandler[]>();

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly recorder: PaymentRecorder,
  ) {}

  async handle(payload: unknown, signature: string | string[] | undefined): Promise<{ received: true }> {
    const event = this.stripe.verifyEvent(payload, signature);
    if (INTENT_EVENTS.has(event.type)) {
      const intent = event.data.object as Stripe.PaymentIntent;
      await this.applyOnce(event, intent.id, (em, locked) => this.recorder.applyIntent(em, locked, intent));
    } else if (event.type === CHARGE_REFUNDED) {
      const charge = event.data.object as Stripe.Charge;
      const intentId = idOf(charge.payment_intent);
      // A refund of a charge no payment here made (a plan's month, paid through its invoice) goes to the module that listens for it.
      if (intentId)
        await this.applyOnce(
          event,
          intentId,
          (em, locked) => this.recorder.refundedInStripe(em, locked, charge),
          this.handlersOf(CHARGE_REFUNDED),
        );
    } else {
      const handler = this.handlersOf(event.type);
      if (handler) {
        await this.em.fork().transactional(async (em) => {
          if (await this.firstDelivery(em, event)) await handler(em, event);
        });
      }
    }
    return { received: true };
  }

  /**
   * Lets another module handle `type`, once per event id, in the transaction that stores it; every
   * module registered for a type runs, none replaces another. Payments never import their listeners.
   */
  on(type: string, handler: StripeEventHandler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  /** The handlers of `type` as one, run in turn; undefined when no module listens. */
  private handlersOf(type: string): StripeEventHandler | undefined {
    const handlers = this.handlers.get(type);
    if (!handlers?.length) return undefined;
    return async (em, event) => {
      for (const handler of handlers) await handler(em, event);
    };
  }

  /** The event's effect on the payment of `intentId` (or `unmatched`'s, when no payment has it), in one transaction with its first delivery. */
  private async applyOnce(
    event: Stripe.Event,
    intentId: string,
    apply: (em: EntityManager, locked: LockedPayment) => Promise<boolean>,
    unmatched?: StripeEventHandler,
  ): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      if (!(await this.firstDelivery(em, event))) return;
      const locked = await this.recorder.lockIfAny(em, { stripePaymentIntentId: intentId });
      if (locked) await apply(em, locked);
      else if (unmatched) await unmatched(em, event);
    });
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
