import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import type { Metrics } from './metrics';

/**
 * With a token: counts every answer by method, route template (never the raw path: no ids, no
 * query) and status, times it, and serves `GET /metrics` (Prometheus text) to a bearer of the
 * token only. Without one there is no /metrics (it is never public) and answers are not counted,
 * since nobody could read the counts.
 */
export function serveMetrics(fastify: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  // Each answer's series, found by one string (labelling a series hashes its labels every time).
  const seriesOf = new Map<string, { requests: Counter.Internal; duration: Histogram.Internal<string> }>();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let series = seriesOf.get(key);
    if (!series) {
      series = {
        requests: metrics.httpRequests.labels(request.method, route, String(reply.statusCode)),
        duration: metrics.httpDuration.labels(request.method, route),
      };
      seriesOf.set(key, series);
    }
    series.requests.inc();
    series.duration.observe(reply.elapsedTime / 1000);
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
