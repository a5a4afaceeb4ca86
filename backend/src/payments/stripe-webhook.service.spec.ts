import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DomainEvents } from '../common/events/domain-events';
import { onStripeEvent, StripeEventReceived } from './payment.events';
import { STRIPE_API_VERSION } from './stripe-gateway';
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

/** An event of `type` about `object`, in the pinned API version unless `api_version` says otherwise. */
const eventOf = (id: string, type: string, object: object, api_version: string = STRIPE_API_VERSION) =>
  ({ id, type, api_version, data: { object } }) as unknown as Stripe.Event;

describe('StripeWebhookService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('raises an event the payments module does not apply on the bus, to every module listening for its type, in order, once per event id', async () => {
    const event = eventOf('evt_1', 'invoice.paid', { id: 'in_1' });
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
    const { webhooks } = webhookWith(eventOf('evt_2', 'customer.created', {}));
    await expect(webhooks.handle('{}', 'signature')).resolves.toEqual({ received: true });
  });

  it("applies an event in another API version than the pinned one, warning that the dashboard's endpoint is set wrong", async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { webhooks, bus } = webhookWith(eventOf('evt_3', 'invoice.paid', { id: 'in_3' }, '2025-10-29.clover'));
    const seen: string[] = [];
    onStripeEvent<Stripe.Invoice>(bus, 'invoice.paid', async (_em, invoice) => void seen.push(invoice.id));

    await webhooks.handle('{}', 'signature');
    expect(seen).toEqual(['in_3']);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]![0]).toBe(
      `Event evt_3 (invoice.paid) is in Stripe API version 2025-10-29.clover, not ${STRIPE_API_VERSION}: ` +
        `set the webhook endpoint in Stripe's dashboard to ${STRIPE_API_VERSION}`,
    );
  });

  it('warns of nothing for an event in the pinned API version', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await webhookWith(eventOf('evt_4', 'customer.created', {})).webhooks.handle('{}', 'signature');
    expect(warned).not.toHaveBeenCalled();
  });
});
