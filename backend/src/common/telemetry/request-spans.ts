import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { tracingEnabled } from './tracing';

/**
 * Names each request's server span by its route template (`GET /api/purchase-requests/:id`,
 * never a raw path) and puts the request id on it, so a trace is found from a log line and the
 * other way round. Nothing is added when tracing is off.
 */
export function nameRequestSpans(fastify: FastifyInstance): void {
  if (!tracingEnabled()) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const route = request.routeOptions.url;
      span.setAttribute('request.id', request.id);
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${request.method} ${route}`);
      }
    }
    done();
  });
}

/** The active span's trace and span ids, for a log line (none outside a span). */
export function traceIdsOfActiveSpan(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
