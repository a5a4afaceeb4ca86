import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** How often a store outage is logged while requests pass uncounted. */
const OUTAGE_LOG_MS = 60_000;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Who is counted: the key (a user, or a visitor's address) and whether the caller is staff. */
export interface RateLimitSubject {
  key: string;
  /** Staff (an admin's token) have their own, much higher limit (STAFF_RATE_LIMIT). */
  staff: boolean;
}

/**
 * Requests per minute per key: the admin's `apiRateLimit` setting (read live) for customers and
 * visitors, STAFF_RATE_LIMIT for staff, so console work (dashboards, bulk actions, exports) never
 * meets the customers' limit (see RateLimitMiddleware for the keys).
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimit');
  private lastOutageLog = 0;

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one request of `subject` and says whether it is within the limit. */
  async check({ key, staff }: RateLimitSubject): Promise<RateLimitVerdict> {
    const limit = staff ? this.config.staffRateLimitPerMinute : (await this.settings.current()).apiRateLimit;
    const hit = await this.store.hit(key, RATE_LIMIT_WINDOW_MS).catch((error: unknown) => this.outage(error));
    if (!hit || hit.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(hit.resetInMs / 1000)) };
  }

  /** The API stays up when the counter store is down; requests pass uncounted meanwhile. */
  private outage(error: unknown): undefined {
    if (Date.now() - this.lastOutageLog > OUTAGE_LOG_MS) {
      this.lastOutageLog = Date.now();
      this.logger.warn(`Rate-limit store unavailable, requests pass uncounted: ${error instanceof Error ? error.message : String(error)}`);
    }
    return undefined;
  }
}
