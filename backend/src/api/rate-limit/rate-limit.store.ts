import Redis from 'ioredis';

/** One counted request: how many the key has made in its window, and when the window ends. */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

/** Counts requests per key in fixed windows that start with the key's first request. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/** Windows ended this long ago are swept, so idle keys do not pile up. */
const SWEEP_EVERY = 1000;

/** One instance's counts; right for a single instance (tests, development). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private hits = 0;

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = Date.now();
    if (++this.hits % SWEEP_EVERY === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** INCR, and start the window's expiry on its first request, in one round trip. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const REDIS_TIMEOUT_MS = 500;

/** Counts shared by every instance pointed at the same Redis and key prefix. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // A short command timeout: while Redis is away the limiter lets requests through (see the middleware).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS });
    // Connection errors surface as failed commands; ioredis keeps reconnecting on its own.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}rate:${key}`, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
