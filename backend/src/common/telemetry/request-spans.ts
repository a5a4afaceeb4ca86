import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { notKeptContext } from './trace-sampler';
import { tracer, tracingEnabled } from './tracing';

/** Where a request's server span is kept: on Node's request, which the request log also sees. */
const SERVER_SPAN = Symbol('serverSpan');
type WithSpan = IncomingMessage & { [SERVER_SPAN]?: Span };

/** Probes and scrapes every few seconds would drown the traces users make. */
const untraced = (url: string) => url === '/metrics' || url.startsWith('/api/health');

/**
 * Each request's server span, made by Fastify's own hooks: named by its route template
 * (`GET /api/purchase-requests/:id`, never a raw path), with the request id, method, path and
 * status, a child of the caller's trace when it sends one (traceparent). It is the active span for
 * the request's work (set again once the body is read, which runs outside the request's context),
 * and ends with the answer or the client's going away. A request whose trace is not kept (see
 * TraceSampler) runs in notKeptContext instead: nothing below it makes a span. (OpenTelemetry's
 * HTTP instrumentation does this for node:http and costs a catalogue answer 60% more CPU on this
 * stack: it is kept for outgoing calls.) Nothing is added when tracing is off.
 */
export function traceRequests(fastify: FastifyInstance): void {
  if (!tracingEnabled()) return;
  const activate = (request: FastifyRequest, done: () => void) => {
    const span = (request.raw as WithSpan)[SERVER_SPAN];
    context.with(span ? trace.setSpan(context.active(), span) : notKeptContext, done);
  };
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (untraced(request.url)) return done();
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      `${request.method} ${route ?? 'unmatched'}`,
      { kind: SpanKind.SERVER },
      propagation.extract(ROOT_CONTEXT, request.headers),
    );
    if (span.isRecording()) {
      span.setAttributes({
        'http.request.method': request.method,
        'url.path': request.url.split('?')[0]!,
        ...(route ? { 'http.route': route } : {}),
        'request.id': request.id,
      });
      (request.raw as WithSpan)[SERVER_SPAN] = span;
    }
    activate(request, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => activate(request, done));
  const end = (request: FastifyRequest, status?: number) => {
    const span = (request.raw as WithSpan)[SERVER_SPAN];
    if (!span) return;
    if (status !== undefined) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } else span.setStatus({ code: SpanStatusCode.ERROR, message: 'The client went away' });
    span.end();
  };
  fastify.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });
}

/**
 * The trace and span ids of a log line (pino's mixin): its request's server span for the line
 * logged when the answer is sent (written outside the span), else the active span (none outside one,
 * nor in a request whose trace is not kept: its ids would lead nowhere).
 */
export function traceIdsOfLine(line: object): Record<string, string> {
  const request = (line as { res?: { req?: IncomingMessage } }).res?.req as WithSpan | undefined;
  const span = request?.[SERVER_SPAN] ?? trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
