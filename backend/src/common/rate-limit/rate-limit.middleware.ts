import { HttpStatus, Inject, Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { TokenService } from '../../auth/token.service';
import { SettingsService } from '../../settings/settings.service';
import { ApiError } from '../http/api-error';
import { callerClaims, requestPath } from '../http/caller';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Not counted: liveness and the API documentation; the sign-in routes, which have their own
 * stricter per-address limit (AUTH_RATE_LIMIT, the 'auth' throttler); Stripe's signed webhook;
 * the admin settings, so an admin who sets a tiny limit can always set it back.
 */
const EXEMPT = /^\/api\/(health|docs|docs-json|auth\/.*|payments\/webhook|admin\/settings)\/?$/;

/** How often a Redis outage is logged while requests pass uncounted. */
const OUTAGE_LOG_MS = 60_000;

/**
 * The admin's `apiRateLimit`, read live on every call: that many requests per minute per
 * signed-in user (keyed by user id, whichever instance or address they come from), per client
 * address for visitors. Over it: 429 with Retry-After.
 */
@Injectable()
export class RateLimitMiddleware implements NestMiddleware {
  private readonly logger = new Logger('RateLimit');
  private lastOutageLog = 0;

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly settings: SettingsService,
    private readonly tokens: TokenService,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const path = requestPath(request);
    if (!path.startsWith('/api/') || EXEMPT.test(path)) return next();
    const { apiRateLimit } = await this.settings.current();
    const claims = callerClaims(request, this.tokens);
    const key = claims ? `user:${claims.userId}` : `ip:${request.ip}`;
    const hit = await this.store.hit(key, RATE_LIMIT_WINDOW_MS).catch((error: unknown) => this.outage(error));
    if (!hit || hit.count <= apiRateLimit) return next();
    response.setHeader('Retry-After', String(Math.max(1, Math.ceil(hit.resetInMs / 1000))));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { type: 'rate_limited' });
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
