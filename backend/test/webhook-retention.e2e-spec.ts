import { WEBHOOK_MESSAGES, webhookDeliveryGoneText } from '@voosh/shared';
import { WebhookRetention } from '../src/webhooks/webhook-retention.service';
import { PASSWORD, withPassword } from './support/accounts';
import { eventually } from './support/eventually';
import { settingsApplied } from './support/nginx-proxy';
import { stopTheClock } from './support/stopped-clock';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Webhook messages and deliveries kept for the retention setting', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let admin: Awaited<ReturnType<typeof withPassword>>;
  beforeAll(async () => {
    [t, receiver] = await Promise.all([createTestApp(), startWebhookReceiver()]);
    admin = await withPassword(t, 'ADMIN');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const api = (path: string) => `/api/admin/webhook-endpoints${path}`;
  const deliveries = async (endpointId: number) =>
    (
      await t.http
        .get(api(`/${endpointId}/deliveries`))
        .set(admin.auth)
        .expect(200)
    ).body as { id: number; messageId: string; status: string }[];
  const replay = (endpointId: number, deliveryId: number) =>
    t.http.post(api(`/${endpointId}/deliveries/${deliveryId}/replay`)).set(admin.auth);
  const setting = async (webhookRetentionDays: number) => {
    await t.http.put('/api/admin/settings').set(admin.auth).send({ webhookRetentionDays }).expect(200);
    await settingsApplied(t, { webhookRetentionDays });
  };

  it('deletes, once a day, the messages older than the setting with their deliveries; replaying one deleted is refused as gone', async () => {
    const clock = stopTheClock();
    try {
      const { body: endpoint } = await t.http
        .post(api(''))
        .set(admin.auth)
        .send({ currentPassword: PASSWORD, url: receiver.url('/kept'), eventTypes: ['demo_request.created'] })
        .expect(201);
      for (let sent = 0; sent < 2; sent += 1)
        await t.http
          .post(api(`/${endpoint.id}/test`))
          .set(admin.auth)
          .expect(202);
      // Both delivered, so no attempt is under way while they are deleted.
      const [young, old] = await eventually(async () => {
        const listed = await deliveries(endpoint.id);
        expect(listed.map(({ status }) => status)).toEqual(['succeeded', 'succeeded']);
        return listed;
      });
      const age = (messageId: string, days: number) =>
        t
          .em()
          .execute('update webhook_messages set created_at = ?::timestamptz - make_interval(days => ?) where id = ?', [
            new Date(clock.now()).toISOString(),
            days,
            messageId,
          ]);
      await age(old!.messageId, 91);
      await age(young!.messageId, 89);
      // The job's clock: the day's run at `later` ms after the clock stopped (sessions keep the stopped clock).
      const run = (later = 0) => t.app.get(WebhookRetention).run(new Date(clock.now() + later));

      // The default, 90 days: the older message goes, with its delivery.
      await run();
      expect((await deliveries(endpoint.id)).map(({ id }) => id)).toEqual([young!.id]);
      const gone = await replay(endpoint.id, old!.id).expect(410);
      expect(gone.body).toMatchObject({ error: webhookDeliveryGoneText(90), type: 'delivery_deleted' });
      expect((await replay(endpoint.id, 999_999).expect(404)).body.error).toBe(WEBHOOK_MESSAGES.deliveryNotFound);

      // Kept 30 days from now on: the other goes at the next day's run, not before.
      await setting(30);
      await run(DAY_MS / 2);
      expect(await deliveries(endpoint.id)).toHaveLength(1);
      await run(DAY_MS);
      expect(await deliveries(endpoint.id)).toEqual([]);
      expect((await replay(endpoint.id, young!.id).expect(410)).body.error).toBe(webhookDeliveryGoneText(30));
      const [{ count }] = await t
        .em()
        .execute<{ count: number }[]>('select count(*)::int as count from webhook_messages where id in (?, ?)', [
          old!.messageId,
          young!.messageId,
        ]);
      expect(count).toBe(0);
    } finally {
      clock.restore();
      await setting(90);
    }
  });
});
