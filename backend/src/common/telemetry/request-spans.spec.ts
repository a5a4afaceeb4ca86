import { context, propagation, SpanKind } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import pino from 'pino';
import { Writable } from 'node:stream';
import { traceIdsInLogLines, traceRequests } from './request-spans';
import { inSpan } from './traced';
import { startTracing, stopTracing } from './tracing';

const CALLER_KEPT = `00-${'b'.repeat(32)}-${'c'.repeat(16)}-01`;
const CALLER_NOT_KEPT = `00-${'d'.repeat(32)}-${'e'.repeat(16)}-00`;

/** One connection kept alive for every request: a request not kept must not inherit a kept one's context. */
const oneConnection = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A request over that connection. With `headersRead`, a POST whose body's second half leaves once
 * the server has read its headers, so that it arrives in a later event of the socket than the
 * request's hooks ran in.
 */
function send(url: string, { headers = {}, headersRead }: { headers?: Record<string, string>; headersRead?: Promise<void> } = {}) {
  const body = headersRead ? JSON.stringify({ name: 'a thing' }) : undefined;
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        agent: oneConnection,
        method: body ? 'POST' : 'GET',
        headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : headers,
      },
      (response) => response.resume().once('end', () => resolve(response.statusCode!)),
    );
    request.once('error', reject);
    if (!body) return request.end();
    request.write(body.slice(0, 5));
    void headersRead!.then(() => request.end(body.slice(5)));
  });
}

describe('Request spans', () => {
  it("keep requests' traces within the number a second (callers' included), nothing of the others but the caller's trace id, and leave the apps' files out", async () => {
    // The spans exported, kept here: tracing.e2e-spec.ts exports them to a collector.
    const exported: ReadableSpan[] = [];
    const exporter: SpanExporter = {
      export: (spans, done) => {
        exported.push(...spans);
        done({ code: 0 });
      },
      shutdown: async () => undefined,
    };
    // One trace in 1,000 s: the first request traced is kept, none after it in this test.
    // The libraries' instrumentations are left out: this process's own calls would be traced.
    startTracing(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
        OTEL_TRACES_PER_SECOND: '0.001',
        OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'http,undici,pg,ioredis,nestjs_core',
      },
      () => exporter,
    );
    // The app's logger, as pino-http-options.ts makes it with tracing on.
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { base: undefined, timestamp: false, ...traceIdsInLogLines },
      new Writable({
        write: (chunk: Buffer, _encoding, written) => {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          written();
        },
      }),
    );
    const fastify = Fastify();
    traceRequests(fastify);
    // The traceparent the work would send on (with an outgoing call).
    const passedOn: (string | undefined)[] = [];
    const work = () =>
      inSpan('work', async () => {
        logger.info({ thing: 'done' }, 'work');
        const carrier: Record<string, string> = {};
        propagation.inject(context.active(), carrier);
        passedOn.push(carrier.traceparent);
      });
    fastify.get('/api/things/:id', work);
    fastify.post('/api/things/:id', work);
    fastify.get('/assets/app.js', () => 'a file of the build');
    let headersReadNow = () => {};
    const headersRead = new Promise<void>((resolve) => (headersReadNow = resolve));
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'POST') headersReadNow();
      done();
    });

    // Over one socket, one request after the other: a body arrives in events outside the request's
    // context, and the requests after the kept one are read in the same socket's events.
    const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
    expect(await send(`${url}/assets/app.js`)).toBe(200);
    // The body is read in the socket's later events: the work after it is in its trace all the same.
    expect(await send(`${url}/api/things/1`, { headersRead })).toBe(200);
    expect(await send(`${url}/api/things/2`, { headers: { traceparent: CALLER_KEPT } })).toBe(200);
    expect(await send(`${url}/api/things/3`)).toBe(200);
    expect(await send(`${url}/api/things/4`, { headers: { traceparent: CALLER_NOT_KEPT } })).toBe(200);
    await fastify.close();
    oneConnection.destroy();
    await stopTracing();

    expect(exported.map((span) => span.name)).toEqual(['work', 'POST /api/things/:id']);
    const [workSpan, server] = exported as [ReadableSpan, ReadableSpan];
    const kept = { traceId: server.spanContext().traceId, workSpanId: workSpan.spanContext().spanId };
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(server.attributes).toMatchObject({ 'url.path': '/api/things/1', 'http.route': '/api/things/:id' });
    expect(workSpan.spanContext().traceId).toBe(kept.traceId);
    expect(workSpan.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    // Log lines name the kept trace only, and are written whole either way.
    expect(lines).toEqual([
      { level: 30, thing: 'done', msg: 'work', trace_id: kept.traceId, span_id: kept.workSpanId },
      ...Array(3).fill({ level: 30, thing: 'done', msg: 'work' }),
    ]);
    // A kept trace is passed on sampled; a caller's trace not kept here, unsampled; a request with
    // neither passes on a trace id of its own (not the kept request's), unsampled.
    expect(passedOn[0]).toBe(`00-${kept.traceId}-${kept.workSpanId}-01`);
    expect(passedOn[1]).toMatch(new RegExp(`^00-${'b'.repeat(32)}-[0-9a-f]{16}-00$`));
    expect(passedOn[2]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect([kept.traceId, 'b'.repeat(32)]).not.toContain(passedOn[2]!.split('-')[1]);
    expect(passedOn[3]).toMatch(new RegExp(`^00-${'d'.repeat(32)}-[0-9a-f]{16}-00$`));
  });
});
