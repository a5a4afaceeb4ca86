import { Webhook } from 'standardwebhooks';
import { newMessageId, newWebhookSecret, webhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  it('are what the standardwebhooks package signs and verifies, one per secret during a rotation', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const id = newMessageId();
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'payment.succeeded', timestamp: new Date().toISOString(), data: { id: 1 } });
    expect(webhookSignature([current], id, timestamp, body)).toBe(new Webhook(current).sign(id, new Date(timestamp * 1000), body));

    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature([current, previous], id, timestamp, body),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });
});
