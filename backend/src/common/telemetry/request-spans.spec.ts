import { context, propagation, SpanKind } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { traceIdsInLogLines, traceRequests } from './request-spans';
import { inSpan } from './traced';
import { startTracing, stopTracing } from './tracing';

const CALLER_KEPT = `00-${'b'.repeat(32)}-${'c'.repeat(16)}-01`;
const CALLER_NOT_KEPT = `00-${'d'.repeat(32)}-${'e'.repeat(16)}-00`;

/**
 * A POST whose body's second half leaves once the server has read its headers (`headersRead`), so
 * that it arrives in a later event of the socket than the request's hooks ran in.
 */
function postInTwoHalves(url: string, headersRead: Promise<void>): Promise<number> {
  const body = JSON.stringify({ name: 'a thing' });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => response.resume().once('end', () => resolve(response.statusCode!)),
    );
    request.once('error', reject);
    request.write(body.slice(0, 5));
    void headersRead.then(() => request.end(body.slice(5)));
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
    // The libraries' instrumentations are left out: this process's own fetch calls would be traced.
    startTracing(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
        OTEL_TRACES_PER_SECOND: '0.001',
        OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'http,undici,pg,ioredis,nestjs_core',
      },
      () => exporter,
    );
    const fastify = Fastify();
    traceRequests(fastify);
    const logged: object[] = [];
    // The traceparent the work would send on (to an outgoing call, with a job).
    const passedOn: (string | undefined)[] = [];
    const work = () =>
      inSpan('work', async () => {
        logged.push(traceIdsInLogLines.mixin({}));
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

    // Over a socket: a body arrives in events outside the request's context.
    const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${url}/assets/app.js`)).status).toBe(200);
    // The body is read in the socket's later events: the work after it is in its trace all the same.
    expect(await postInTwoHalves(`${url}/api/things/1`, headersRead)).toBe(200);
    for (const [path, init] of [
      ['/api/things/2', { headers: { traceparent: CALLER_KEPT } }],
      ['/api/things/3', {}],
      ['/api/things/4', { headers: { traceparent: CALLER_NOT_KEPT } }],
    ] as const) {
      expect((await fetch(`${url}${path}`, init)).status).toBe(200);
    }
    await fastify.close();
    await stopTracing();

    expect(exported.map((span) => span.name)).toEqual(['work', 'POST /api/things/:id']);
    const [workSpan, server] = exported as [ReadableSpan, ReadableSpan];
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(server.attributes).toMatchObject({ 'url.path': '/api/things/1', 'http.route': '/api/things/:id' });
    expect(workSpan.spanContext().traceId).toBe(server.spanContext().traceId);
    expect(workSpan.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    // Log lines name the kept trace only.
    expect(logged).toEqual([{ trace_id: server.spanContext().traceId, span_id: workSpan.spanContext().spanId }, {}, {}, {}]);
    // A kept trace is passed on sampled; a caller's trace not kept here, unsampled; a request with
    // neither passes on a trace id of its own, unsampled.
    expect(passedOn[0]).toBe(`00-${server.spanContext().traceId}-${workSpan.spanContext().spanId}-01`);
    expect(passedOn[1]).toMatch(new RegExp(`^00-${'b'.repeat(32)}-[0-9a-f]{16}-00$`));
    expect(passedOn[2]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(passedOn[3]).toMatch(new RegExp(`^00-${'d'.repeat(32)}-[0-9a-f]{16}-00$`));
  });
});
