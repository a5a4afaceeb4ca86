// @test-pass nginx: every test is about two instances behind nginx
import { DEFAULT_SETTINGS } from '@voosh/shared';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { BODY_LIMIT_BYTES } from '../src/common/http/request-bodies';
import { TOO_MANY_REQUESTS } from '../src/common/http/rate-limits';
import { WeeklyReportService } from '../src/notifications/weekly-report.service';
import { SettingsService } from '../src/settings/settings.service';
import { Payment } from '../src/payments/entities/payment.entity';
import { PaymentsReconciliationService } from '../src/payments/payments-reconciliation.service';
import { User } from '../src/users/entities/user.entity';
import { PasswordHasher } from '../src/users/password-hasher';
import { apiKeyWith, bearer, matrixActors, PASSWORD, sessionFor, withPassword } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { eventually } from './support/eventually';
import { type Deployment, REPLICAS_TEMPLATE, settingsApplied } from './support/nginx-proxy';
import {
  createPaymentsTestApp,
  deliver,
  eventsOf,
  type PaymentsTestApp,
  paymentsOf,
  requestFor,
  signedEvent,
  statusOf,
} from './support/payments';
import { SseClient } from './support/sse-client';
import { ADMIN_URL_ENV, onServer, withDatabase } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';
import { outboxSettled } from './support/outbox';
import { stopTheClock } from './support/stopped-clock';
import { startWebhookReceiver } from './support/webhook-receiver';

/**
 * Issue 14 §4, "two instances that behave as one". This file runs in the `api-through-nginx`
 * project (jest.config.js; support/through-nginx.setup.ts): every createTestApp deploys the app as
 * a user would run two replicas, two instances on one PostgreSQL database and one Redis with
 * Debian's nginx in front (deploy/nginx/replicas.conf.template, the Compose profile's config).
 * `t.http` goes through nginx; `instances` reach each instance directly.
 */
/** One instance, as the `backend` project starts it. */
const { createTestApp: createOneInstance } = jest.requireActual<typeof import('./support/test-app')>('./support/test-app');

const deployed = (t: TestApp): Deployment => {
  if (!('instances' in t)) throw new Error('createTestApp was expected to deploy two instances behind nginx');
  return t as Deployment;
};

/**
 * What the instances have logged so far, every line written before the call included: both
 * instances of this process log through one logger, to the first one's file (nestjs-pino keeps one
 * logger per process), so which instance served a request is nginx's log to say.
 */
async function logOf(d: Deployment): Promise<string> {
  await Promise.all(d.instances.map((instance) => instance.loggedErrors())); // waits for the log to reach the file
  const files = new Set(d.instances.map((instance) => instance.logFile));
  return [...files].map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** The status of a GET of `url` made from `localAddress` (another loopback address: another visitor). */
const statusFrom = (localAddress: string, url: string) =>
  new Promise<number>((resolve, reject) => {
    const call = get(url, { localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    call.on('error', reject);
  });

describe('Two instances behind nginx, on one PostgreSQL and one Redis', () => {
  let p: PaymentsTestApp;
  let d: Deployment;
  let a: TestApp;
  let b: TestApp;
  let actors: MatrixActors;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    p = await createPaymentsTestApp();
    d = deployed(p.t);
    [a, b] = d.instances;
    actors = await matrixActors(d);
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => p?.close());

  it('spreads requests over both instances in turn', async () => {
    const ids = Array.from({ length: 6 }, (_, call) => `two-instances-${randomUUID()}-${call}`);
    for (const id of ids) {
      const answer = await d.http.get('/api/settings/public').set('X-Request-Id', id).expect(200);
      expect(answer.headers['x-request-id']).toBe(id);
    }
    const log = await logOf(d);
    expect(ids.filter((id) => log.includes(id))).toEqual(ids);
    // nginx's round robin: every other request to each.
    const upstreams = d.proxy
      .requests()
      .filter((request) => request.path === '/api/settings/public')
      .map((request) => request.upstream);
    expect(upstreams).toHaveLength(6);
    expect(upstreams.filter((upstream) => upstream === d.addresses[0])).toHaveLength(3);
    expect(upstreams.filter((upstream) => upstream === d.addresses[1])).toHaveLength(3);
  });

  it('counts the API rate limit once across both instances, per visitor behind nginx', async () => {
    await d.http.put('/api/admin/settings').set(actors.admin.auth).send({ apiRateLimit: 4 }).expect(200);
    await settingsApplied(d, { apiRateLimit: 4 });
    try {
      const customer = await sessionFor(d);
      // Four calls in all, two on each instance, then none on either.
      for (let call = 0; call < 4; call++) await d.http.get('/api/arms').set(customer.auth).expect(200);
      const refused = await d.http.get('/api/arms').set(customer.auth).expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, message: TOO_MANY_REQUESTS });
      await a.http.get('/api/arms').set(customer.auth).expect(429);
      await b.http.get('/api/arms').set(customer.auth).expect(429);

      // Visitors are counted by the address nginx saw (the X-Forwarded-For it adds), not by nginx's
      // own: two visitors calling from two addresses of this host have a count each.
      const visitor = (address: string) => statusFrom(address, `${d.proxy.url}/api/arms`);
      for (let call = 0; call < 4; call++) expect(await visitor('127.0.0.2')).toBe(200);
      expect(await visitor('127.0.0.2')).toBe(429);
      expect(await visitor('127.0.0.3')).toBe(200);
      expect(await visitor('127.0.0.3')).toBe(200);
    } finally {
      // Back to the README's default: every later test here runs with it.
      await d.http.put('/api/admin/settings').set(actors.admin.auth).send({ apiRateLimit: DEFAULT_SETTINGS.apiRateLimit }).expect(200);
      await settingsApplied(d, { apiRateLimit: DEFAULT_SETTINGS.apiRateLimit });
    }
  });

  it('counts the per-address limit of the sign-in routes (AUTH_RATE_LIMIT) once across both instances', async () => {
    // A deployment of its own: AUTH_RATE_LIMIT is read at start.
    const limited = deployed(await createTestApp({ AUTH_RATE_LIMIT: '4' }));
    try {
      // A new address each call: an address's own limit (a code a minute) is not what is counted here.
      const forgot = (agent: TestApp['http'], address: string) =>
        agent
          .post('/api/auth/forgot-password')
          .set('X-Forwarded-For', address)
          .send({ email: `nobody-${randomUUID()}@example.com` });
      for (let call = 0; call < 4; call++) await forgot(limited.http, '198.51.100.7').expect(200);
      expect((await forgot(limited.http, '198.51.100.7').expect(429)).body.message).toBe(TOO_MANY_REQUESTS);
      for (const instance of limited.instances) await forgot(instance.http, '198.51.100.7').expect(429);
      await forgot(limited.http, '198.51.100.8').expect(200);
    } finally {
      await limited.close();
    }
  });

  it('sends the weekly report once when both instances run the schedule at the same moment', async () => {
    await d.http.put('/api/admin/settings').set(actors.admin.auth).send({ weeklyReports: true }).expect(200);
    await settingsApplied(d, { weeklyReports: true, emailNotifications: true });
    const admins = await a.em().count(User, { role: 'ADMIN', isActive: true });
    expect(admins).toBeGreaterThanOrEqual(2);

    // What each instance's cron does on Mondays 08:00 UTC, twice on each at once.
    await Promise.all([a, b, a, b].map((instance) => instance.app.get(WeeklyReportService).scheduled()));

    const reports = () => p.smtp.mails.filter((mail) => mail.raw.includes('weekly report'));
    await eventually(() => expect(reports()).toHaveLength(admins));
    // Nothing extra is left to send.
    await outboxSettled(a);
    expect(reports()).toHaveLength(admins);
    expect(new Set(reports().flatMap((mail) => mail.to)).size).toBe(admins);
    const logs = await logOf(d);
    expect(logs.match(/Weekly report sent to \d+ admin/g)).toHaveLength(1);
    expect(logs.match(/Weekly report skipped: already_sent/g)).toHaveLength(3);
  });

  it('runs the scheduled payment reconciliation once per period across both instances', async () => {
    const customer = await sessionFor(d);
    const request = await requestFor(d, customer.user, 20_000);
    const { body } = await d.http
      .post('/api/create-payment-intent')
      .set(customer.auth)
      .send({ requestId: request.id, currency: 'usd', paymentType: 'full' })
      .expect(200);
    const intentId = body.clientSecret.split('_secret_')[0] as string;
    // Paid at Stripe, its webhook lost; old enough for the scheduled run (it leaves the last 10 minutes to webhooks).
    p.stripe.settle(intentId, 'succeeded');
    await a.em().nativeUpdate(Payment, { stripePaymentIntentId: intentId }, { createdAt: new Date(Date.now() - 20 * 60_000) });
    const asked = () => p.stripe.calls.filter((call) => call === `GET /v1/payment_intents/${intentId}`).length;

    const runs = await Promise.all([a, b, a, b].map((instance) => instance.app.get(PaymentsReconciliationService).scheduled()));
    expect(runs.filter((run) => run !== null)).toEqual([{ checked: 1, updated: 1 }]);
    expect(asked()).toBe(1);
    expect((await paymentsOf(d, request.id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await statusOf(d, request.id)).toBe('paid');
  });

  it('books one payment for a Stripe event delivered to both instances at once and twice through nginx', async () => {
    const customer = await sessionFor(d);
    const request = await requestFor(d, customer.user, 30_000, 'payment_due');
    const { body } = await d.http
      .post('/api/create-payment-intent')
      .set(customer.auth)
      .send({ requestId: request.id, currency: 'usd', paymentType: 'deposit' })
      .expect(200);
    const intent = p.stripe.settle(body.clientSecret.split('_secret_')[0], 'succeeded');
    const event = signedEvent('payment_intent.succeeded', intent);

    const answers = await Promise.all([deliver(a, event), deliver(b, event), deliver(d, event), deliver(d, event)]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(4).fill([200, { received: true }]));

    expect((await paymentsOf(d, request.id)).map((payment) => [payment.kind, payment.status, payment.charged.amountUsdCents])).toEqual([
      ['deposit', 'succeeded', 15_000],
    ]);
    expect((await eventsOf(d, request.id)).map((entry) => entry.type)).toEqual(['payment_recorded', 'status_changed']);
    expect(await statusOf(d, request.id)).toBe('paid');
    const receipt = `Payment received for your VOOSH request #${request.id}`;
    await p.smtp.waitFor(customer.user.email, (mail) => mail.raw.includes(receipt));
    await outboxSettled(a);
    expect(p.smtp.mails.filter((mail) => mail.raw.includes(receipt))).toHaveLength(1);
  });

  it('answers a catalogue edit made through one instance from the other once it is told (no timer re-reads the catalogue)', async () => {
    const product = (await b.http.get('/api/products').expect(200)).body[0] as { id: number };
    const path = `/api/products/${product.id}`;
    const before = await b.http.get(path).expect(200);

    const description = `Edited through the first instance ${randomUUID()}`;
    await a.http.put(`/api/admin/products/${product.id}`).set(actors.admin.auth).send({ description }).expect(200);
    const after = await eventually(
      async () => {
        const answer = await b.http.get(path).set('If-None-Match', before.headers.etag).expect(200);
        expect(answer.body.description).toBe(description);
        return answer;
      },
      { everyMs: 10 },
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Whichever instance answers, the same answer and the same validator.
    const answers = await Promise.all([a, b].map((instance) => instance.http.get(path).expect(200)));
    expect(answers.map((answer) => answer.headers.etag)).toEqual([after.headers.etag, after.headers.etag]);
    for (let call = 0; call < 4; call++) expect((await d.http.get(path).expect(200)).body.description).toBe(description);
  });

  it('applies a settings change saved through one instance on the other once it is told, before its copy ages', async () => {
    // The instance's own copy, as its requests use it (the admin's settings page reads the table instead).
    const seen = async (instance: TestApp) => (await instance.app.get(SettingsService).current()).sessionTimeout;
    // The other instance has just read its copy, and the clock stands still: the copy never ages, so
    // only the notification can make it read the change.
    const before = await seen(b);
    const clock = stopTheClock();
    try {
      await a.http.put('/api/admin/settings').set(actors.admin.auth).send({ sessionTimeout: !before }).expect(200);
      await eventually(async () => expect(await seen(b)).toBe(!before), { everyMs: 10 });
    } finally {
      clock.restore();
      await a.http.put('/api/admin/settings').set(actors.admin.auth).send({ sessionTimeout: before }).expect(200);
      await settingsApplied(d, { sessionTimeout: before });
    }
  });

  it('refuses a signed-out token on the other instance at once', async () => {
    const passwordHash = await a.app.get(PasswordHasher).hash(PASSWORD);
    const { user } = await sessionFor(d, 'CUSTOMER', { passwordHash });
    const { token } = (await d.http.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200)).body;
    for (const instance of [a, b]) await instance.http.get('/api/auth/me').set(bearer(token)).expect(200);

    await a.http.post('/api/auth/logout').set(bearer(token)).expect(200);
    await b.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await a.http.get('/api/auth/me').set(bearer(token)).expect(401);
    for (let call = 0; call < 2; call++) await d.http.get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it("refuses a deactivated user's token on the other instance at once", async () => {
    const customer = await sessionFor(d);
    for (const instance of [a, b]) await instance.http.get('/api/profile').set(customer.auth).expect(200);

    await b.http.put(`/api/admin/users/${customer.user.id}`).set(actors.admin.auth).send({ isActive: false }).expect(200);
    await a.http.get('/api/profile').set(customer.auth).expect(401);
    await b.http.get('/api/profile').set(customer.auth).expect(401);
    for (let call = 0; call < 2; call++) await d.http.get('/api/auth/me').set(customer.auth).expect(401);
  });

  it("streams the admin console's live events through nginx as they happen, from either instance", async () => {
    const { ticket } = (await d.http.post('/api/admin/live/ticket').set(actors.admin.auth).expect(200)).body;
    const client = new SseClient();
    clients.push(client);
    const response = await client.open(`${d.proxy.url}/api/admin/live/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');

    for (const [index, instance] of [a, b].entries()) {
      const name = `Ada Proxy ${index}`;
      await instance.http
        .post('/api/demo-submissions')
        .set('X-Forwarded-For', `10.9.4.${index + 1}`)
        .send({ name, email: `ada.proxy.${index}@example.com`, company: 'Live Co' })
        .expect(201);
      const expected = { type: 'message', data: { type: 'demo_request.created', id: expect.any(Number), label: `${name} (Live Co)` } };
      await eventually(() => expect(client.events).toContainEqual(expected));
    }
  });

  it("refuses a body over the app's limit at nginx, with the app's answer, and passes one at the limit", async () => {
    const limit = /client_max_body_size (\d+)k;/.exec(readFileSync(REPLICAS_TEMPLATE, 'utf8'));
    expect(Number(limit?.[1]) * 1024).toBe(BODY_LIMIT_BYTES);
    const login = (bytes: number) =>
      d.http
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'x'.repeat(bytes - '{"email":""}'.length) }));
    const before = d.proxy.requests().length;
    // Many times: nginx answered a 502 now and then while it let such bodies reach the app.
    for (let call = 0; call < 20; call++) {
      const big = await login(BODY_LIMIT_BYTES + 1).expect(413);
      expect(big.body).toEqual({ statusCode: 413, error: 'Request body is too large', message: 'Request body is too large' });
    }
    // No app saw them (nginx writes its log line just after the answer). Only the sign-ins count: the live stream of
    // the test before logs its line when it closes, which can be now. A refused one is logged as nginx's error page.
    await eventually(() =>
      expect(
        d.proxy
          .requests()
          .slice(before)
          .filter((request) => request.path === '/api/auth/login' || request.path === '/.body-too-large')
          .map((request) => [request.status, request.upstream]),
      ).toEqual(Array(20).fill([413, '-'])),
    );
    // At the limit the app reads it (and refuses the e-mail, not the size).
    expect((await login(BODY_LIMIT_BYTES).expect(400)).body.statusCode).toBe(400);
  });

  it('refuses an API key revoked through one instance on the other at once', async () => {
    const key = await apiKeyWith(d, ['users:read']);
    for (const instance of [a, b]) await instance.http.get('/api/admin/users').set(key.auth).expect(200);

    await a.http.post(`/api/admin/api-keys/${key.key.id}/revoke`).set(key.admin.auth).send({ currentPassword: PASSWORD }).expect(200);
    await b.http.get('/api/admin/users').set(key.auth).expect(401);
    await a.http.get('/api/admin/users').set(key.auth).expect(401);
  });

  it('delivers each webhook event exactly once across the instances, one of them restarted midway', async () => {
    const receiver = await startWebhookReceiver();
    // A third instance on the same database takes deliveries too, and is restarted while they flow.
    let third = await createOneInstance({ DATABASE_URL: a.databaseUrl });
    try {
      const admin = await withPassword(d, 'ADMIN');
      const { body: endpoint } = await d.http
        .post('/api/admin/webhook-endpoints')
        .set(admin.auth)
        .send({ url: receiver.url('/exactly-once'), eventTypes: ['demo_request.created'], currentPassword: PASSWORD })
        .expect(201);
      const sendTests = async (count: number) => {
        for (let event = 0; event < count; event++) {
          const instance = [a, b, third][event % 3]!;
          await instance.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin.auth).expect(202);
        }
      };
      await sendTests(15);
      await third.close();
      third = await createOneInstance({ DATABASE_URL: a.databaseUrl });
      await sendTests(15);

      const deliveries = await eventually(
        async () => {
          const { body } = await d.http
            .get(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries?range=[0,99]`)
            .set(admin.auth)
            .expect(200);
          expect(body).toHaveLength(30);
          for (const delivery of body) expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1 });
          return body as { messageId: string }[];
        },
        { timeoutMs: 60_000, everyMs: 250 },
      );
      const ids = receiver.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(30);
      expect(new Set(ids)).toEqual(new Set(deliveries.map((delivery) => delivery.messageId)));
    } finally {
      await third.close();
      await receiver.close();
    }
  });

  it('logged no error on either instance', async () => {
    expect(await d.loggedErrors()).toEqual([]);
  });
});

describe('Two instances starting together', () => {
  it('starts two instances at the same moment on a database with every migration pending', async () => {
    // As a release with a new migration starts its replicas: one migrates, the other waits for it.
    const adminUrl = process.env[ADMIN_URL_ENV]!;
    const name = `voosh_two_instances_${randomUUID().replace(/-/g, '')}`;
    await onServer(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const starts = await Promise.allSettled([0, 1].map(() => createOneInstance({ DATABASE_URL: withDatabase(adminUrl, name) })));
    try {
      expect(starts.map((start) => (start.status === 'fulfilled' ? 'started' : String(start.reason)))).toEqual(['started', 'started']);
      const [first, second] = starts.map((start) => (start as PromiseFulfilledResult<TestApp>).value);
      const { body: arms } = await first!.http.get('/api/arms').expect(200);
      expect(arms.length).toBeGreaterThan(0);
      expect((await second!.http.get('/api/arms').expect(200)).body).toEqual(arms);
      expect(await first!.em().count(User, { role: 'ADMIN' })).toBe(1);
    } finally {
      for (const start of starts) if (start.status === 'fulfilled') await start.value.close();
      await onServer(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
