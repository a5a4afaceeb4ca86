import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Counts every answer by method, route template (never the raw path: no ids, no query) and
 * status, and times it; with a token, serves `GET /metrics` (Prometheus text) to a bearer of it
 * only. Without one there is no /metrics: it is never public.
 */
export function serveMetrics(fastify: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  fastify.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.scrape());
  });
}
