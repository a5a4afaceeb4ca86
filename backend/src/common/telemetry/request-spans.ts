import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { namesAFile } from '../http/serve-spas';
import { notKeptContext } from './trace-sampler';
import { roomForNewTrace, tracer, tracingEnabled } from './tracing';

/** Where a request's server span is kept: on Node's request, which the request log also sees. */
const SERVER_SPAN = Symbol('serverSpan');
type WithSpan = IncomingMessage & { [SERVER_SPAN]?: Span };

/**
 * Probes and scrapes every few seconds, and the apps' files a page load fetches by the dozen, would
 * drown the traces users make (and spend the traces a second kept).
 */
const untraced = (path: string) => path === '/metrics' || path.startsWith('/api/health') || (!path.startsWith('/api/') && namesAFile(path));

/**
 * Each request's server span, made by Fastify's own hooks: named by its route template
 * (`GET /api/purchase-requests/:id`, never a raw path), with the request id, method, path and
 * status, a child of the caller's trace when it sends one (traceparent). It is the active span for
 * the request's work, its body's reading included, even of a body that arrives after the hooks ran
 * (request-spans.spec.ts; tracing.e2e-spec.ts checks a POST's statements on the app), and ends
 * when the answer is sent or the client goes away. A request whose trace is not kept (see
 * traceSampler) runs in notKeptContext instead: nothing below it records a span. Most requests of
 * a busy instance are not kept, so they cost the least: when no trace can be kept this second and
 * the caller sent none, no span is made at all. (OpenTelemetry's HTTP instrumentation does this
 * for node:http and costs a catalogue answer 60% more CPU on this stack: it is kept for outgoing
 * calls.) Nothing is added when tracing is off.
 */
export function traceRequests(fastify: FastifyInstance): void {
  if (!tracingEnabled()) return;
  fastify.addHook('onRequest', (request, reply, done) => {
    const span = keptSpan(request, reply);
    context.with(span ? trace.setSpan(ROOT_CONTEXT, span) : notKeptContext, done);
  });
}

/** The request's server span if its trace is kept (made only if it may be), kept on Node's request. */
function keptSpan(request: FastifyRequest, reply: FastifyReply): Span | undefined {
  const path = request.url.split('?')[0]!;
  if (untraced(path) || (request.headers.traceparent === undefined && !roomForNewTrace())) return undefined;
  const route = request.routeOptions.url;
  const span = tracer.startSpan(
    `${request.method} ${route ?? 'unmatched'}`,
    { kind: SpanKind.SERVER },
    propagation.extract(ROOT_CONTEXT, request.headers),
  );
  if (!span.isRecording()) return undefined;
  span.setAttributes({
    'http.request.method': request.method,
    'url.path': path,
    ...(route ? { 'http.route': route } : {}),
    'request.id': request.id,
  });
  (request.raw as WithSpan)[SERVER_SPAN] = span;
  reply.raw.once('close', () => end(span, reply.raw));
  return span;
}

/** A kept request's span ends with its answer sent, or with the client gone before. */
function end(span: Span, response: ServerResponse): void {
  if (response.writableFinished) {
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  } else span.setStatus({ code: SpanStatusCode.ERROR, message: 'The client went away' });
  span.end();
}

/**
 * The trace and span ids of a log line (pino's mixin): its request's server span for the line
 * logged when the answer is sent (written outside the span), else the active span; none when
 * the trace is not kept (its ids would lead nowhere).
 */
export function traceIdsOfLine(line: object): Record<string, string> {
  const request = (line as { res?: { req?: IncomingMessage } }).res?.req as WithSpan | undefined;
  const span = request?.[SERVER_SPAN] ?? trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return traceFlags & TraceFlags.SAMPLED ? { trace_id: traceId, span_id: spanId } : {};
}
