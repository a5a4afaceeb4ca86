import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

/**
 * With a token: what counts a sent answer by method, route template (never the raw path: no ids,
 * no query) and status, and times it. Without one: nothing, since nobody could read the counts.
 */
export function answerCounter(
  metrics: Metrics,
  token: string | undefined,
): ((request: FastifyRequest, reply: FastifyReply) => void) | undefined {
  if (!token) return undefined;
  return (request, reply) =>
    metrics.httpAnswers.record(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
}

/**
 * With a token: serves `GET /metrics` (Prometheus text) to a bearer of the token only. To anyone
 * else, and to everyone without a token, /metrics is not there: `otherwise` answers (the
 * storefront's not-found page), so nothing tells that the series are served here.
 */
export function serveMetrics(
  fastify: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
  otherwise: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  fastify.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return otherwise(request, reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.scrape());
  });
}
