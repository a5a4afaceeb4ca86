// @test-pass direct: it starts the built app (backend/dist) in a process of its own, as npm start does: tracing patches http, pg and ioredis as Node loads them, which Jest's module system does not
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { PasswordHasher } from '../src/users/password-hasher';
import { eventually } from './support/eventually';
import { freePort } from './support/free-port';
import { type ReceivedSpan, startOtlpReceiver } from './support/otlp-receiver';
import { createTestDatabase } from './support/test-database';
import { startWebhookReceiver } from './support/webhook-receiver';

const MAIN = join(__dirname, '../dist/main.js');
const PASSWORD = 'Tracing-passw0rd!';
/** Values that must never reach a span: a password, a one-time ticket, a rates key, a row id asked for. */
const RATES_KEY = `rates-key-${randomUUID()}`;
const TICKET = `ticket-${randomUUID()}`;
const ASKED_ID = 987654321;
/** The trace of a caller that keeps none of it. */
const NOT_KEPT_TRACE = 'a'.repeat(32);

const SERVER = 2; // OTLP's SpanKind
const CLIENT = 3;
const PRODUCER = 4;
const SPAN_ERROR = 2; // OTLP's status code

/** A rates feed on this machine, asked with a key in its query (as some feeds are). */
async function startRatesFeed() {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ result: 'success', base_code: 'USD', rates: { USD: 1, JMD: 158, GBP: 0.8, EUR: 0.9 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest/USD?key=${RATES_KEY}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Traces exported over OTLP', () => {
  let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let rates: Awaited<ReturnType<typeof startRatesFeed>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: ChildProcess | undefined;
  let appUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-tracing-'));
  const logFile = join(dataDir, 'app.log');
  const email = `tracing-admin-${randomUUID()}@example.com`;

  beforeAll(async () => {
    [otlp, hooks, rates, database] = await Promise.all([
      startOtlpReceiver(),
      startWebhookReceiver(),
      startRatesFeed(),
      createTestDatabase(),
    ]);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into users (email, role, email_verified, first_name, last_name, company, password_hash) values ($1, 'ADMIN', true, 'Trace', 'Admin', 'Voosh', $2)`,
      [email, await new PasswordHasher().hash(PASSWORD)],
    );
    await client.end();
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        LOG_FILE: logFile,
        JWT_SECRET: 'tracing-test-secret-long-enough-for-hs256-0123456789',
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `voosh-tracing-${randomUUID()}:`,
        CURRENCY_RATES_URL: rates.url,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_SERVICE_NAME: 'voosh-under-test',
        // Every new trace kept: the test follows each request it makes, faster than the default's
        // 10 a second (whose limit trace-sampler.spec.ts checks).
        OTEL_TRACES_PER_SECOND: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await eventually(async () => expect((await fetch(`${appUrl}/api/health/ready`)).status).toBe(200), { timeoutMs: 60_000, everyMs: 200 });
  }, 90_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app!.once('exit', resolve));
      app.kill('SIGKILL');
      await exited;
    }
    await Promise.all([otlp?.close(), hooks?.close(), rates?.close(), database?.drop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('traces a request through its route, handler, statements and Redis, mail, jobs and outgoing calls, with no secret or value in them', async () => {
    const json = { 'Content-Type': 'application/json' };
    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { ...json, Authorization: `Bearer ${token}` };

    const asked = await fetch(`${appUrl}/api/purchase-requests/${ASKED_ID}`, { headers: auth });
    expect(asked.status).toBe(404);
    const requestId = asked.headers.get('x-request-id')!;
    expect((await fetch(`${appUrl}/api/admin/live/stream?ticket=${TICKET}`)).status).toBeGreaterThanOrEqual(400);

    // A mail (the reset code) and a webhook delivery (a job on the queue, then an outgoing POST).
    expect(
      (await fetch(`${appUrl}/api/auth/forgot-password`, { method: 'POST', headers: json, body: JSON.stringify({ email }) })).status,
    ).toBe(200);
    const endpoint = await fetch(`${appUrl}/api/admin/webhook-endpoints`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: hooks.url('/traced'), eventTypes: ['demo_request.created'], currentPassword: PASSWORD }),
    });
    expect(endpoint.status).toBe(201);
    const { id: endpointId } = (await endpoint.json()) as { id: number };
    expect((await fetch(`${appUrl}/api/admin/webhook-endpoints/${endpointId}/test`, { method: 'POST', headers: auth })).status).toBe(202);
    await eventually(() => expect(hooks.received.filter((request) => request.path === '/traced')).toHaveLength(1), { timeoutMs: 30_000 });
    // The same by a caller that keeps no trace (traceparent's flags 00): its job is queued all the same.
    const notKept = await fetch(`${appUrl}/api/admin/webhook-endpoints/${endpointId}/test`, {
      method: 'POST',
      headers: { ...auth, traceparent: `00-${NOT_KEPT_TRACE}-${'1'.repeat(16)}-00` },
    });
    expect(notKept.status).toBe(202);
    const notKeptRequestId = notKept.headers.get('x-request-id')!;
    await eventually(() => expect(hooks.received.filter((request) => request.path === '/traced')).toHaveLength(2), { timeoutMs: 30_000 });
    const mailDir = join(dataDir, 'mail');
    await eventually(() => expect(existsSync(mailDir) && readdirSync(mailDir).length).toBe(1), { timeoutMs: 30_000 });

    // Stopping exports what is still buffered.
    const exited = new Promise((resolve) => app!.once('exit', resolve));
    app!.kill('SIGTERM');
    await exited;

    const spans = otlp.spans;
    const server = spans.find((span) => span.kind === SERVER && span.attributes['request.id'] === requestId);
    expect(server).toMatchObject({ name: 'GET /api/purchase-requests/:id', attributes: { 'http.route': '/api/purchase-requests/:id' } });
    const inRequest = spans.filter((span) => span.traceId === server!.traceId);
    // The handler's span: its 404 is the answer it meant, not a failure.
    const handler = inRequest.find((span) => span.parentSpanId === server!.spanId && span.attributes['nestjs.controller']);
    expect(handler).toMatchObject({ name: 'PurchaseRequestsController.get', attributes: { 'nestjs.callback': 'get' } });
    expect(handler!.status?.code).not.toBe(SPAN_ERROR);
    const statements = inRequest.filter((span) => span.scope.includes('instrumentation-pg') && statementOf(span));
    expect(statements.length).toBeGreaterThan(0);
    // The statement's shape: its values are placeholders.
    expect(statements.some((span) => /where "p0"\."id" = \?/.test(statementOf(span)!))).toBe(true);
    const redis = inRequest.filter((span) => span.scope.includes('ioredis'));
    expect(redis.length).toBeGreaterThan(0);
    // A command's name, never its keys or values.
    for (const span of redis) expect(statementOf(span) ?? span.name).toMatch(/^[a-z]+$/);

    // Nothing of the request whose caller keeps no trace is exported: not its spans, nor its job's
    // queueing as a trace of its own (one sent job is exported: the kept request's); its log line
    // names no trace.
    expect(spans.filter((span) => span.traceId === NOT_KEPT_TRACE || span.attributes['request.id'] === notKeptRequestId)).toEqual([]);
    expect(
      spans.filter((span) => span.kind === PRODUCER && span.attributes['messaging.destination.name'] === 'webhook-delivery'),
    ).toHaveLength(1);

    // A request with a body: its work, after the body is read, is in its trace too.
    const registered = spans.find((span) => span.kind === SERVER && span.name === 'POST /api/admin/webhook-endpoints');
    expect(
      spans.some((span) => span.traceId === registered?.traceId && /^insert into "webhook_endpoints"/.test(statementOf(span) ?? '')),
    ).toBe(true);
    // A mail sent is a trace of its own, not the trace of the request that woke the outbox.
    const mailSent = spans.find((span) => span.name === 'mail.send' && span.attributes['mail.transport'] === 'file');
    expect(mailSent).toBeDefined();
    expect(mailSent!.parentSpanId).toBeFalsy();
    const job = spans.find((span) => span.attributes['messaging.destination.name'] === 'webhook-delivery' && span.kind !== PRODUCER);
    expect(job).toBeDefined();
    const delivery = spans.find((span) => span.kind === CLIENT && String(urlOf(span)).startsWith(hooks.url('/traced')));
    expect(delivery?.traceId).toBe(job!.traceId);
    expect(spans.some((span) => span.kind === CLIENT && String(urlOf(span)).startsWith(rates.url.split('?')[0]!))).toBe(true);
    expect(otlp.resources.every((resource) => resource['service.name'] === 'voosh-under-test')).toBe(true);

    const exported = otlp.bodies.join('\n');
    for (const secret of [PASSWORD, token, TICKET, RATES_KEY, email, `= ${ASKED_ID}`]) expect(exported).not.toContain(secret);
    for (const span of spans.filter((candidate) => statementOf(candidate))) expect(statementOf(span)).not.toContain(String(ASKED_ID));

    // The request's log line names its trace and span.
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((candidate) => candidate.includes(requestId) && candidate.includes('trace_id'));
    expect(line).toContain(server!.traceId);
    const notKeptLines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((candidate) => candidate.includes(notKeptRequestId));
    expect(notKeptLines.length).toBeGreaterThan(0);
    for (const notKeptLine of notKeptLines) expect(notKeptLine).not.toContain('trace_id');
  }, 120_000);
});

const statementOf = (span: ReceivedSpan) => (span.attributes['db.query.text'] ?? span.attributes['db.statement']) as string | undefined;
const urlOf = (span: ReceivedSpan) => span.attributes['url.full'] ?? span.attributes['http.url'];
