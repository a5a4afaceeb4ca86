import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * With a token: counts every answer by method, route template (never the raw path: no ids, no
 * query) and status, times it, and serves `GET /metrics` (Prometheus text) to a bearer of the
 * token only. Without one there is no /metrics (it is never public) and answers are not counted,
 * since nobody could read the counts.
 */
export function serveMetrics(fastify: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpAnswers.record(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
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
