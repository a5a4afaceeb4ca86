import type Stripe from 'stripe';
import { DomainEvents } from '../common/events/domain-events';
import { onStripeEvent, StripeEventReceived } from './payment.events';
import { StripeWebhookService } from './stripe-webhook.service';

/** The service over a database that stores each event id once, a Stripe that verifies any payload as `event`, and the real bus. */
function webhookWith(event: Stripe.Event) {
  const stored = new Set<string>();
  const em = {
    execute: async (_sql: string, [id]: [string]) => (stored.has(id) ? [] : (stored.add(id), [{ id }])),
  };
  const root = {
    fork: () => ({ transactional: (work: (tx: typeof em) => Promise<unknown>) => work(em) }),
    getEventManager: () => ({ registerSubscriber: () => undefined }),
  };
  const stripe = { verifyEvent: () => event };
  const bus = new DomainEvents(root as never);
  return { webhooks: new StripeWebhookService(root as never, stripe as never, {} as never, bus, {} as never), bus };
}

describe('StripeWebhookService', () => {
  it('raises an event the payments module does not apply on the bus, to every module listening for its type, in order, once per event id', async () => {
    const event = { id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } } as unknown as Stripe.Event;
    const { webhooks, bus } = webhookWith(event);
    const seen: string[] = [];
    onStripeEvent<Stripe.Invoice>(bus, 'invoice.paid', async (_em, invoice) => void seen.push(`plans ${invoice.id}`));
    onStripeEvent(bus, 'invoice.paid', async () => void seen.push('another module'));
    onStripeEvent(bus, 'invoice.voided', async () => void seen.push('not this one'));
    bus.on(StripeEventReceived, async (_em, received) => void seen.push(`any type: ${received.event.type}`));

    await webhooks.handle('{}', 'signature');
    expect(seen).toEqual(['plans in_1', 'another module', 'any type: invoice.paid']);
    // Delivered again: already stored, so nothing runs twice.
    await webhooks.handle('{}', 'signature');
    expect(seen).toHaveLength(3);
  });

  it('stores and acknowledges an event nobody listens for', async () => {
    const { webhooks } = webhookWith({ id: 'evt_2', type: 'customer.created', data: { object: {} } } as unknown as Stripe.Event);
    await expect(webhooks.handle('{}', 'signature')).resolves.toEqual({ received: true });
  });
});
