import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { namesAFile } from '../http/serve-spas';
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
 * when the answer is sent or the client goes away. Most requests of a busy instance are not kept
 * (traceSampler), so they cost the least: when no trace can be kept this second and the caller sent
 * none, nothing is made, not even a context; their work, outside any trace, begins none (only
 * where work begins may a trace begin). (OpenTelemetry's HTTP instrumentation does this for
 * node:http and costs a catalogue answer 60% more CPU on this stack: it is kept for outgoing
 * calls.) Nothing is added when tracing is off.
 */
export function traceRequests(fastify: FastifyInstance): void {
  if (!tracingEnabled()) return;
  fastify.addHook('onRequest', (request, reply, done) => {
    const span = requestSpan(request, reply);
    if (span) context.with(trace.setSpan(ROOT_CONTEXT, span), done);
    else done();
  });
}

/**
 * The request's server span: a recording one if its trace is kept (made only if it may be, and
 * kept on Node's request). Of a caller's trace not kept here, a span that records nothing but
 * passes the caller's trace id on, unsampled, to the request's outgoing calls (as W3C Trace
 * Context asks), so the caller's other services can still join them. Else none.
 */
function requestSpan(request: FastifyRequest, reply: FastifyReply): Span | undefined {
  const callerSentTrace = request.headers.traceparent !== undefined;
  if (!callerSentTrace && !roomForNewTrace()) return undefined;
  const path = request.url.split('?')[0]!;
  if (untraced(path)) return undefined;
  const route = request.routeOptions.url;
  const span = tracer.startSpan(
    `${request.method} ${route ?? 'unmatched'}`,
    { kind: SpanKind.SERVER },
    propagation.extract(ROOT_CONTEXT, request.headers),
  );
  if (!span.isRecording()) return callerSentTrace ? span : undefined;
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
 * What a log line's mixin returns to add nothing: the ids of a trace not kept (they would lead
 * nowhere), and any other mixin's "nothing" (its merge strategy then writes the line as it is).
 */
export const NOTHING_TO_ADD: object = Object.freeze({});

/**
 * The trace and span ids in log lines (pino's mixin and how it is merged): a line names its
 * request's server span when it is the line logged as the answer is sent (written outside the
 * span), else the active span; a line of a trace not kept names none, and is written as it is.
 */
export const traceIdsInLogLines = {
  mixin(line: object): object {
    const request = (line as { res?: { req?: IncomingMessage } }).res?.req as WithSpan | undefined;
    const span = request?.[SERVER_SPAN] ?? trace.getActiveSpan();
    if (!span) return NOTHING_TO_ADD;
    const { traceId, spanId, traceFlags } = span.spanContext();
    return traceFlags & TraceFlags.SAMPLED ? { trace_id: traceId, span_id: spanId } : NOTHING_TO_ADD;
  },
  mixinMergeStrategy: (line: object, ids: object): object => (ids === NOTHING_TO_ADD ? line : Object.assign(ids, line)),
};
