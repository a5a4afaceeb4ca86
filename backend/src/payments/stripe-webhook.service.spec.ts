import type Stripe from 'stripe';
import { StripeWebhookService } from './stripe-webhook.service';

/** The service over a database that stores each event id once (`stored`), and a Stripe that verifies any payload as `event`. */
function webhookWith(event: Stripe.Event) {
  const stored = new Set<string>();
  const em = {
    execute: async (_sql: string, [id]: [string]) => (stored.has(id) ? [] : (stored.add(id), [{ id }])),
  };
  const root = { fork: () => ({ transactional: (work: (tx: typeof em) => Promise<unknown>) => work(em) }) };
  const stripe = { verifyEvent: () => event };
  return new StripeWebhookService(root as never, stripe as never, {} as never);
}

describe('StripeWebhookService', () => {
  it('runs every module registered for an event type, in order, once per event id', async () => {
    const event = { id: 'evt_1', type: 'invoice.paid', data: { object: {} } } as unknown as Stripe.Event;
    const webhooks = webhookWith(event);
    const seen: string[] = [];
    webhooks.on('invoice.paid', async () => void seen.push('plans'));
    webhooks.on('invoice.paid', async () => void seen.push('another module'));
    webhooks.on('invoice.voided', async () => void seen.push('not this one'));

    await webhooks.handle('{}', 'signature');
    expect(seen).toEqual(['plans', 'another module']);
    // Delivered again: already stored, so nothing runs twice.
    await webhooks.handle('{}', 'signature');
    expect(seen).toEqual(['plans', 'another module']);
  });
});
