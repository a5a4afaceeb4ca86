// @test-pass direct: reads one instance's own counters (through nginx each instance counts its share)
import { sessionFor, PASSWORD, withPassword } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

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

  it('is served to the token only, and not at all without one', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    const answer = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200).expect('Cache-Control', 'no-store');
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const without = await createTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      // Never public: without a token there is no such route (the SPA's not-found answer, never the series).
      const { text } = await without.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
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
