import type { Logger } from '@nestjs/common';
import Redis from 'ioredis';

const REDIS_TIMEOUT_MS = 500;
/** How often an outage of Redis is logged while calls go on without it. */
const OUTAGE_LOG_MS = 60_000;

/**
 * A client of REDIS_URL for counts the app goes on without when Redis does not answer: one retry
 * and a short command timeout, so a call fails fast instead of holding its request up. ioredis
 * keeps reconnecting on its own; connection errors surface as failed commands.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS });
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Logs that Redis does not answer, once a minute at most however many calls fail meanwhile:
 * `consequence` says what the app does without it.
 */
export class RedisOutageLog {
  private lastLogged = 0;

  constructor(
    private readonly logger: Logger,
    private readonly consequence: string,
  ) {}

  report(error: unknown): void {
    if (Date.now() - this.lastLogged <= OUTAGE_LOG_MS) return;
    this.lastLogged = Date.now();
    this.logger.warn(`${this.consequence}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
