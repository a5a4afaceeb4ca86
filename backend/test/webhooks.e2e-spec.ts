import { REAUTHENTICATION_MESSAGES, WEBHOOK_MESSAGES, webhookDeliveryGoneText } from '@voosh/shared';
import { networkInterfaces } from 'node:os';
import { Webhook } from 'standardwebhooks';
import { purposeKey } from '../src/common/crypto/purpose-keys';
import { seal } from '../src/common/crypto/secret-box';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { WebhookRetention } from '../src/webhooks/webhook-retention.service';
import { PASSWORD, sessionFor, withPassword } from './support/accounts';
import { SNAPFORM } from './support/commerce';
import { eventually } from './support/eventually';
import { settingsApplied } from './support/nginx-proxy';
import { stopTheClock } from './support/stopped-clock';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

/** A delivery reaches the receiver within the queue's poll; generous for a loaded machine. */
const DELIVERED_WITHIN = { timeoutMs: 30_000, everyMs: 50 };

describe('Outgoing webhooks', () => {
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

  const register = (body: Record<string, unknown>) =>
    t.http
      .post('/api/admin/webhook-endpoints')
      .set(admin.auth)
      .send({ currentPassword: PASSWORD, ...body });
  const endpointFor = async (eventTypes: string[], path = `/hooks/${Math.random().toString(36).slice(2)}`) => {
    const { body } = await register({ url: receiver.url(path), eventTypes }).expect(201);
    return { endpoint: body, path, verifier: new Webhook(body.secret) };
  };
  const receivedAt = (path: string) => receiver.received.filter((request) => request.path === path);
  const deliveries = async (endpointId: number) =>
    (await t.http.get(`/api/admin/webhook-endpoints/${endpointId}/deliveries`).set(admin.auth).expect(200)).body;
  const newRequest = async () => {
    const customer = await sessionFor(t);
    const { body } = await t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, totalAmount: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    return body as { id: number };
  };

  it('registers an endpoint with the admin’s password again, its signing secret shown once and kept sealed', async () => {
    const valid = { url: receiver.url('/registered'), eventTypes: ['payment.succeeded'] };
    expect((await t.http.post('/api/admin/webhook-endpoints').set(admin.auth).send(valid).expect(400)).body.error).toBe(
      REAUTHENTICATION_MESSAGES.passwordNeeded,
    );
    expect((await register({ ...valid, url: 'http://crm.example.com/hooks' }).expect(400)).body.error).toBe(WEBHOOK_MESSAGES.httpsRequired);
    expect((await register({ ...valid, url: 'ftp://example.com' }).expect(400)).body.error).toBe(WEBHOOK_MESSAGES.httpsRequired);
    expect((await register({ ...valid, eventTypes: [] }).expect(400)).body.error).toBe(WEBHOOK_MESSAGES.eventTypesRequired);
    expect((await register({ ...valid, eventTypes: ['payment.stolen'] }).expect(400)).body.error).toMatch(/^eventTypes must be among/);
    await t.http
      .post('/api/admin/webhook-endpoints')
      .set((await sessionFor(t)).auth)
      .send(valid)
      .expect(403);

    const { body: made } = await register(valid).expect(201);
    expect(made).toMatchObject({ url: valid.url, eventTypes: ['payment.succeeded'], enabled: true, createdBy: admin.user.email });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await t.http.get('/api/admin/webhook-endpoints').set(admin.auth).expect(200);
    expect(listed.text).not.toContain(made.secret.slice(6));
    const [row] = await t
      .em()
      .getConnection()
      .execute<{ secret_box: string }[]>('select secret_box from webhook_endpoints where id = ?', [made.id]);
    expect(row!.secret_box).not.toContain(made.secret.slice(6));
  });

  it('delivers a business event as Standard Webhooks, which the standardwebhooks package verifies unchanged', async () => {
    const { endpoint, path, verifier } = await endpointFor(['purchase_request.created']);
    const request = await newRequest();
    const [received] = await eventually(() => {
      const got = receivedAt(path);
      expect(got).toHaveLength(1);
      return got;
    }, DELIVERED_WITHIN);
    const verified = verifier.verify(received!.body, received!.headers as Record<string, string>) as { type: string; data: { id: number } };
    expect(verified).toMatchObject({ type: 'purchase_request.created', data: { id: request.id, status: 'submitted' } });
    expect(received!.headers['webhook-id']).toMatch(/^msg_/);
    expect(Math.abs(Number(received!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(120);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(received!.body, received!.headers as Record<string, string>),
    ).toThrow();

    const [delivery] = await eventually(async () => {
      const listed = await deliveries(endpoint.id);
      expect(listed[0]).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200, eventType: 'purchase_request.created' });
      return listed;
    }, DELIVERED_WITHIN);
    expect(delivery.messageId).toBe(received!.headers['webhook-id']);
    expect(delivery.lastResponse).toBe('answered 200');
  });

  it('tells only the endpoints that chose an event, and nothing of a cause that rolled back', async () => {
    const chose = await endpointFor(['purchase_request.status_changed']);
    const other = await endpointFor(['demo_request.created']);
    const request = await newRequest();
    await t.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'under_review' }).expect(200);
    // Refused (not along the status table): rolled back, so no event.
    await t.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'completed' }).expect(409);
    const [received] = await eventually(() => {
      const got = receivedAt(chose.path);
      expect(got).toHaveLength(1);
      return got;
    }, DELIVERED_WITHIN);
    expect(JSON.parse(received!.body)).toMatchObject({
      type: 'purchase_request.status_changed',
      data: { id: request.id, status: 'under_review' },
    });
    expect(receivedAt(other.path)).toHaveLength(0);
  });

  it('records a failed attempt for a retry with backoff, follows no redirect, and delivers on a replay', async () => {
    const { endpoint, path } = await endpointFor(['purchase_request.created']);
    receiver.answerWith(path, { status: 302, location: receiver.url('/elsewhere') });
    await newRequest();
    const [retrying] = await eventually(async () => {
      const listed = await deliveries(endpoint.id);
      expect(listed[0]).toMatchObject({ status: 'retrying', attempts: 1, lastStatusCode: 302 });
      // The next try is known once the queue has put the job back (just after the attempt is recorded).
      expect(listed[0].nextAttemptAt).not.toBeNull();
      return listed;
    }, DELIVERED_WITHIN);
    expect(Date.parse(retrying.nextAttemptAt)).toBeGreaterThan(Date.now());
    expect(receivedAt('/elsewhere')).toHaveLength(0);
    const [job] = await t
      .em()
      .getConnection()
      .execute<{ retry_limit: number; retry_backoff: boolean; retry_delay_max: number }[]>(
        "select retry_limit, retry_backoff, retry_delay_max from pgboss.job where name = 'webhook-delivery' and (data->>'deliveryId')::int = ?",
        [retrying.id],
      );
    expect(job).toMatchObject({ retry_limit: 21, retry_backoff: true, retry_delay_max: 6 * 60 * 60 });

    await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries/${retrying.id}/replay`).set(admin.auth).expect(202);
    await eventually(async () => {
      expect((await deliveries(endpoint.id))[0]).toMatchObject({ id: retrying.id, status: 'succeeded', attempts: 2, lastStatusCode: 200 });
    }, DELIVERED_WITHIN);
    expect(receivedAt(path)).toHaveLength(2);
    expect(new Set(receivedAt(path).map((request) => request.headers['webhook-id'])).size).toBe(1);
  });

  it('disables an endpoint that answers 410 Gone', async () => {
    const { endpoint, path } = await endpointFor(['demo_request.created']);
    receiver.answerWith(path, { status: 410 });
    await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin.auth).expect(202);
    await eventually(async () => {
      const { body } = await t.http.get(`/api/admin/webhook-endpoints/${endpoint.id}`).set(admin.auth).expect(200);
      expect(body).toMatchObject({ enabled: false, disabledReason: 'gone' });
    }, DELIVERED_WITHIN);
    expect(receivedAt(path)).toHaveLength(1);
    expect((await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin.auth).expect(409)).body.error).toBe(
      WEBHOOK_MESSAGES.disabled,
    );
    // Enabled again by an admin: it receives once more.
    await t.http.put(`/api/admin/webhook-endpoints/${endpoint.id}`).set(admin.auth).send({ enabled: true }).expect(200);
    await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin.auth).expect(202);
    await eventually(() => expect(receivedAt(path)).toHaveLength(2), DELIVERED_WITHIN);
  });

  it('gives up after three days of failures: the delivery fails, the endpoint is disabled and the admins are e-mailed; failed ones are replayed once fixed', async () => {
    const { endpoint, path } = await endpointFor(['purchase_request.created']);
    receiver.answerWith(path, { status: 500 });
    await newRequest();
    const [first] = await eventually(async () => {
      const listed = await deliveries(endpoint.id);
      expect(listed[0]).toMatchObject({ status: 'retrying', lastStatusCode: 500 });
      return listed;
    }, DELIVERED_WITHIN);
    // Three days on: the endpoint has failed since then, and the message is as old.
    const sql = (query: string, params: unknown[]) => t.em().getConnection().execute(query, params);
    await sql("update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = ?", [endpoint.id]);
    await sql("update webhook_messages set created_at = now() - interval '3 days 1 minute' where id = ?", [first.messageId]);
    receiver.answerWith(path, { status: 503 });
    await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries/${first.id}/replay`).set(admin.auth).expect(202);
    await eventually(async () => {
      expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 503 });
      const { body } = await t.http.get(`/api/admin/webhook-endpoints/${endpoint.id}`).set(admin.auth).expect(200);
      expect(body).toMatchObject({ enabled: false, disabledReason: 'failing' });
    }, DELIVERED_WITHIN);
    const mails = await t.em().find(OutboxMessage, { to: admin.user.email, subject: { $like: '%webhook endpoint was disabled%' } });
    expect(mails).toHaveLength(1);

    await t.http.put(`/api/admin/webhook-endpoints/${endpoint.id}`).set(admin.auth).send({ enabled: true }).expect(200);
    const since = new Date(Date.now() - 4 * 24 * 60 * 60_000).toISOString();
    expect(
      (await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/replay`).set(admin.auth).send({ since }).expect(202)).body,
    ).toEqual({ replayed: 1 });
    await eventually(async () => {
      expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
    }, DELIVERED_WITHIN);
    expect(receivedAt(path)).toHaveLength(3);
  });

  it('deletes, once a day, the messages older than the retention setting with their deliveries; replaying one deleted is refused as gone', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const clock = stopTheClock();
    const replay = (endpointId: number, deliveryId: number) =>
      t.http.post(`/api/admin/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/replay`).set(admin.auth);
    const setting = async (webhookRetentionDays: number) => {
      await t.http.put('/api/admin/settings').set(admin.auth).send({ webhookRetentionDays }).expect(200);
      await settingsApplied(t, { webhookRetentionDays });
    };
    try {
      const { endpoint } = await endpointFor(['demo_request.created']);
      for (let sent = 0; sent < 2; sent += 1)
        await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin.auth).expect(202);
      // Both delivered, so no attempt is under way while they are deleted.
      const [young, old] = await eventually(async () => {
        const listed = await deliveries(endpoint.id);
        expect(listed.map(({ status }: { status: string }) => status)).toEqual(['succeeded', 'succeeded']);
        return listed;
      }, DELIVERED_WITHIN);
      const age = (messageId: string, days: number) =>
        t
          .em()
          .execute('update webhook_messages set created_at = ?::timestamptz - make_interval(days => ?) where id = ?', [
            new Date(clock.now()).toISOString(),
            days,
            messageId,
          ]);
      await age(old.messageId, 91);
      await age(young.messageId, 89);
      // The day's run at `later` ms after the clock stopped (the sessions keep the stopped clock).
      const run = (later = 0) => t.app.get(WebhookRetention).run(new Date(clock.now() + later));

      // The default, 90 days: the older message goes, with its delivery.
      await run();
      expect((await deliveries(endpoint.id)).map(({ id }: { id: number }) => id)).toEqual([young.id]);
      expect((await replay(endpoint.id, old.id).expect(410)).body).toMatchObject({
        error: webhookDeliveryGoneText(90),
        type: 'delivery_deleted',
      });
      expect((await replay(endpoint.id, 999_999).expect(404)).body.error).toBe(WEBHOOK_MESSAGES.deliveryNotFound);

      // Kept 30 days from now on: the other goes at the next day's run, not before.
      await setting(30);
      await run(DAY_MS / 2);
      expect(await deliveries(endpoint.id)).toHaveLength(1);
      await run(DAY_MS);
      expect(await deliveries(endpoint.id)).toEqual([]);
      expect((await replay(endpoint.id, young.id).expect(410)).body.error).toBe(webhookDeliveryGoneText(30));
      const left = await t.em().execute('select id from webhook_messages where id in (?, ?)', [old.messageId, young.messageId]);
      expect(left).toEqual([]);
    } finally {
      clock.restore();
      await setting(90);
    }
  });

  it('rotates the signing secret with the password again; both secrets sign for a day', async () => {
    const { endpoint, path, verifier: old } = await endpointFor(['demo_request.created']);
    expect(
      (await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/rotate-secret`).set(admin.auth).send({}).expect(400)).body.type,
    ).toBe('password_required');
    const { body: rotated } = await t.http
      .post(`/api/admin/webhook-endpoints/${endpoint.id}/rotate-secret`)
      .set(admin.auth)
      .send({ currentPassword: PASSWORD })
      .expect(200);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    await t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin.auth).expect(202);
    const [received] = await eventually(() => {
      const got = receivedAt(path);
      expect(got).toHaveLength(1);
      return got;
    }, DELIVERED_WITHIN);
    expect((received!.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    const headers = received!.headers as Record<string, string>;
    expect(new Webhook(rotated.secret).verify(received!.body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(old.verify(received!.body, headers)).toMatchObject({ type: 'webhook.test' });
  });

  it('sends deliveries to a new address or for new events only with the password again; the rest changes without it', async () => {
    const { endpoint, path } = await endpointFor(['demo_request.created', 'payment.succeeded']);
    const change = (body: Record<string, unknown>) => t.http.put(`/api/admin/webhook-endpoints/${endpoint.id}`).set(admin.auth).send(body);
    const elsewhere = receiver.url(`${path}-elsewhere`);

    for (const redirect of [{ url: elsewhere }, { eventTypes: ['demo_request.created', 'document.issued'] }]) {
      expect((await change(redirect).expect(400)).body).toMatchObject({
        type: 'password_required',
        error: REAUTHENTICATION_MESSAGES.passwordNeeded,
      });
      expect((await change({ ...redirect, currentPassword: 'wrong-password-1' }).expect(400)).body.type).toBe('incorrect_password');
    }
    // Nothing changed: the next delivery still goes where it went.
    const unchanged = (await t.http.get(`/api/admin/webhook-endpoints/${endpoint.id}`).set(admin.auth).expect(200)).body;
    expect(unchanged).toMatchObject({ url: endpoint.url, eventTypes: endpoint.eventTypes });

    // The same address and events sent again (as the console's form does), fewer events, a description, disabling: no password.
    await change({ url: endpoint.url, eventTypes: endpoint.eventTypes, description: 'Renamed' }).expect(200);
    await change({ eventTypes: ['demo_request.created'] }).expect(200);
    await change({ enabled: false }).expect(200);
    await change({ enabled: true }).expect(200);

    const { body: moved } = await change({
      url: elsewhere,
      eventTypes: ['demo_request.created', 'document.issued'],
      currentPassword: PASSWORD,
    }).expect(200);
    expect(moved).toMatchObject({ url: elsewhere, eventTypes: ['demo_request.created', 'document.issued'], description: 'Renamed' });
    const audit = await t
      .em()
      .getConnection()
      .execute<{ details: Record<string, unknown> }[]>(
        "select details from audit_entries where subject_type = 'webhook_endpoint' and subject_id = ? and action = 'webhook_endpoint_changed' order by id",
        [endpoint.id],
      );
    expect(audit.at(-1)!.details).toEqual({ url: elsewhere, eventTypes: ['demo_request.created', 'document.issued'] });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it('answers 401 and 403 to visitors, customers and API keys', async () => {
    await t.http.get('/api/admin/webhook-endpoints').expect(401);
    await t.http
      .get('/api/admin/webhook-endpoints')
      .set((await sessionFor(t)).auth)
      .expect(403);
    await t.http.get('/api/admin/webhook-endpoints/999999').set(admin.auth).expect(404);
    await t.http.get('/api/admin/webhook-endpoints/999999/deliveries').set(admin.auth).expect(404);
  });
});

describe('Outgoing webhooks to private addresses, as in production', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    [t, receiver] = await Promise.all([createTestApp({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'false' }), startWebhookReceiver()]);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('refuses to register one, and refuses to connect to one an address resolves to', async () => {
    const admin = await withPassword(t, 'ADMIN');
    const body = { url: receiver.url('/private'), eventTypes: ['demo_request.created'], currentPassword: PASSWORD };
    expect((await t.http.post('/api/admin/webhook-endpoints').set(admin.auth).send(body).expect(400)).body.error).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );

    // IPv6 forms of 127.0.0.1 (compatible, NAT64, mapped) and every address of this host's own interfaces.
    const own = Object.values(networkInterfaces())
      .flat()
      .flatMap((entry) => (entry ? [entry.family === 'IPv6' ? `[${entry.address.replace(/%.*$/, '')}]` : entry.address] : []));
    for (const host of ['[::7f00:1]', '[64:ff9b::7f00:1]', '[::ffff:127.0.0.1]', '[2002:7f00:1::1]', ...own]) {
      const refused = await t.http
        .post('/api/admin/webhook-endpoints')
        .set(admin.auth)
        .send({ ...body, url: `https://${host}/hooks` });
      expect({ host, status: refused.status, error: refused.body.error }).toEqual({
        host,
        status: 400,
        error: WEBHOOK_MESSAGES.privateAddress,
      });
    }

    // One whose name resolved to a public address when registered, and to this machine now, and one
    // stored with an IPv6 form of this machine's address: each refused at connection.
    const port = new URL(receiver.url()).port;
    for (const url of [receiver.url('/private'), `http://[::ffff:7f00:1]:${port}/private`]) {
      const [{ id }] = await t
        .em()
        .getConnection()
        .execute<{ id: number }[]>(
          'insert into webhook_endpoints (url, event_types, secret_box) values (?, \'["demo_request.created"]\', ?) returning id',
          [url, seal(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, purposeKey(TEST_JWT_SECRET, 'webhook-secret'))],
        );
      await t.http.post(`/api/admin/webhook-endpoints/${id}/test`).set(admin.auth).expect(202);
      await eventually(async () => {
        const [delivery] = (await t.http.get(`/api/admin/webhook-endpoints/${id}/deliveries`).set(admin.auth).expect(200)).body;
        expect(delivery).toMatchObject({ status: 'retrying', lastStatusCode: null, lastError: expect.stringContaining('private address') });
      }, DELIVERED_WITHIN);
    }
    expect(receiver.received).toHaveLength(0);
  });
});
