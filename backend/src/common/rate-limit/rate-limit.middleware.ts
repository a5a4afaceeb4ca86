import { HttpStatus, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { TokenService } from '../../auth/token.service';
import { ApiError } from '../http/api-error';
import { callerClaims, requestPath } from '../http/caller';
import { RateLimiter } from './rate-limiter';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/**
 * Not counted: liveness and the API documentation; the sign-in routes, which have their own
 * stricter per-address limit (AUTH_RATE_LIMIT, the 'auth' throttler); Stripe's signed webhook;
 * the admin settings, so an admin who sets a tiny limit can always set it back.
 */
const EXEMPT = /^\/api\/(health|docs|docs-json|auth\/.*|payments\/webhook|admin\/settings)\/?$/;

/** The key a visitor (no valid token) is counted under. */
export const visitorKey = (clientIp: string | undefined) => `ip:${clientIp}`;

/**
 * The live API rate limit on every call: per signed-in user (keyed by user id, whichever instance
 * or address they come from), per client address for visitors. Over it: 429 with Retry-After.
 */
@Injectable()
export class RateLimitMiddleware implements NestMiddleware {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const path = requestPath(request);
    if (!path.startsWith('/api/') || EXEMPT.test(path)) return next();
    const claims = callerClaims(request, this.tokens);
    const verdict = await this.limiter.check(request, claims ? `user:${claims.userId}` : visitorKey(request.ip));
    if (verdict.allowed) return next();
    response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { type: 'rate_limited' });
  }
}
