// @test-pass direct: reads one instance's own counters (through nginx each instance counts its share)
import { MESSAGES } from '@voosh/shared';
import { matrixActors, sessionFor, PASSWORD, withPassword } from './support/accounts';
import { eventually } from './support/eventually';
import { dashboardSeries } from './support/grafana-dashboard';
import { createPaymentsTestApp, type PaymentsTestApp, requestFor } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The Prometheus series of one instance: `name{labels} value` lines. */
function series(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

/** Prometheus scrapes GET /metrics with its token: runtime, HTTP by route template, and what features count. */
describe('Metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => series((await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text);

  it("is served to the token only: anyone else gets the storefront's not-found page, as without a token", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const refused = t.http.get('/metrics');
      const { status, headers, text } = await (authorization === undefined ? refused : refused.set('Authorization', authorization));
      expect({ authorization, status, type: headers['content-type'], authenticate: headers['www-authenticate'] }).toEqual({
        authorization,
        status: 404,
        type: 'text/html; charset=utf-8',
        authenticate: undefined,
      });
      expect(text).toContain(`<title>${MESSAGES.notFoundTitle}</title>`);
      expect(text).not.toContain('voosh_http_requests_total');
    }
    const answer = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200).expect('Cache-Control', 'no-store');
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const without = await createTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      // Never public: without a token there is no such route (the storefront's not-found page, never the series).
      const { status, text } = await without.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(status).toBe(404);
      expect(text).toContain(`<title>${MESSAGES.notFoundTitle}</title>`);
      expect(text).not.toContain('voosh_http_requests_total');
    } finally {
      await without.close();
    }
  });

  it('counts a scripted session by route template, method and status, with the runtime and the features beside', async () => {
    const before = await scrape();
    const customer = await sessionFor(t);
    await t.http.get('/api/products').expect(200);
    await t.http.get('/api/products').expect(200);
    await t.http.get('/api/purchase-requests/987654').set(customer.auth).expect(404);
    const account = await withPassword(t);
    await t.http
      .post('/api/auth/login')
      .send({ email: account.user.email, password: `${PASSWORD}-wrong` })
      .expect(401);
    const after = await scrape();
    const grew = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

    expect(grew('voosh_http_requests_total{method="GET",route="/api/products",status="200"}')).toBe(2);
    // The route's template, never the raw path with its id.
    expect(grew('voosh_http_requests_total{method="GET",route="/api/purchase-requests/:id",status="404"}')).toBe(1);
    expect([...after.keys()].some((key) => key.includes('987654'))).toBe(false);
    expect(grew('voosh_http_request_duration_seconds_count{method="GET",route="/api/products"}')).toBe(2);
    expect(grew('voosh_sign_in_failures_total')).toBe(1);
    // Statements timed by kind (the session's reads, at least).
    expect(grew('voosh_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
    for (const name of [
      'voosh_nodejs_eventloop_lag_seconds',
      'voosh_nodejs_heap_size_used_bytes',
      'voosh_process_cpu_seconds_total',
      'voosh_db_pool_connections_in_use',
      'voosh_db_pool_acquires_waiting',
      'voosh_mail_outbox_pending',
      'voosh_mail_outbox_oldest_pending_seconds',
      'voosh_jobs_waiting',
      'voosh_jobs_oldest_waiting_seconds',
      'voosh_live_streams_open',
    ]) {
      expect({ name, present: after.has(name) }).toEqual({ name, present: true });
    }
    expect(after.get('voosh_mail_outbox_pending')).toBeGreaterThanOrEqual(0);
  });
});

/** Stripe's calls, the reconciliation's outcomes and the job queue's runs, and the dashboard's series. */
describe('Metrics of payments and jobs', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => p.close());

  const scrapeText = async () => (await p.t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('times Stripe calls by operation and outcome, counts reconciliation outcomes and job runs', async () => {
    const before = series(await scrapeText());
    const { admin, customerA } = await matrixActors(p.t);
    const request = await requestFor(p.t, customerA.user, 10000);
    const intent = await p.t.http
      .post('/api/create-payment-intent')
      .set(customerA.auth)
      .send({ requestId: request.id, amount: 1, currency: 'usd', paymentType: 'deposit' })
      .expect(200);
    p.stripe.settle(intent.body.clientSecret.split('_secret_')[0], 'succeeded');
    p.stripe.failWith = 500;
    try {
      await p.t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(200);
    } finally {
      p.stripe.failWith = undefined;
    }
    await p.t.http.post('/api/admin/payments/reconcile').set(admin.auth).expect(200);

    const receiver = await startWebhookReceiver();
    try {
      const admin2 = await withPassword(p.t, 'ADMIN');
      const { body: endpoint } = await p.t.http
        .post('/api/admin/webhook-endpoints')
        .set(admin2.auth)
        .send({ url: receiver.url('/metrics-test'), eventTypes: ['demo_request.created'], currentPassword: PASSWORD })
        .expect(201);
      receiver.answerWith('/metrics-test', { status: 500 });
      await p.t.http.post(`/api/admin/webhook-endpoints/${endpoint.id}/test`).set(admin2.auth).expect(202);
      await eventually(
        async () => {
          const after = series(await scrapeText());
          const grew = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
          expect(grew('voosh_job_runs_total{queue="webhook-delivery",outcome="failed"}')).toBe(1);
        },
        { timeoutMs: 30_000, everyMs: 100 },
      );
    } finally {
      await receiver.close();
    }

    const after = series(await scrapeText());
    const grew = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    expect(grew('voosh_stripe_call_duration_seconds_count{operation="create a PaymentIntent",outcome="ok"}')).toBe(1);
    expect(grew('voosh_stripe_call_duration_seconds_count{operation="retrieve a PaymentIntent",outcome="error"}')).toBeGreaterThan(0);
    expect(grew('voosh_reconciliation_outcomes_total{kind="payment",outcome="failed"}')).toBeGreaterThan(0);
    expect(grew('voosh_reconciliation_outcomes_total{kind="payment",outcome="updated"}')).toBe(1);
  });

  it('exports every series the Compose profile’s Grafana dashboard queries', async () => {
    const text = await scrapeText();
    const declared = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
      ),
    );
    const used = dashboardSeries();
    expect(used.length).toBeGreaterThan(20);
    // `up` is Prometheus' own series about each target.
    expect(used.filter((name) => name !== 'up' && !declared.has(name))).toEqual([]);
  });
});
