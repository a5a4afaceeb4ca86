import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { NotificationsService } from '../notifications/notifications.service';
import { PaymentRecorder } from './payment-recorder.service';
import { StripeGateway } from './stripe-gateway';

/** The PaymentIntent events whose intent decides a payment's outcome. */
const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Stripe's webhook, the source of truth for card outcomes. The event id is stored in the same
 * transaction as its effect (first writer wins on the primary key), so a redelivery, even a
 * concurrent one, changes nothing twice; other event types are acknowledged and ignored.
 */
@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly recorder: PaymentRecorder,
    private readonly notifications: NotificationsService,
  ) {}

  async handle(payload: unknown, signature: string | string[] | undefined): Promise<{ received: true }> {
    const event = this.stripe.verifyEvent(payload, signature);
    if (INTENT_EVENTS.has(event.type)) {
      await this.em.fork().transactional(async (em) => {
        if (!(await this.firstDelivery(em, event))) return;
        const intent = event.data.object as Stripe.PaymentIntent;
        const locked = await this.recorder.lockIfAny(em, { stripePaymentIntentId: intent.id });
        if (locked) await this.recorder.applyIntent(em, locked, intent);
      });
      this.notifications.flushed();
    }
    return { received: true };
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
