import { HttpStatus, Injectable, NestMiddleware } from '@nestjs/common';
import { Role } from '@voosh/shared';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TokenService } from '../../auth/token.service';
import { ApiError } from '../../common/http/api-error';
import { clientAddress } from '../../common/http/client-address';
import { callerClaims, requestPath } from '../caller';
import { RateLimiter } from './rate-limiter';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/**
 * Not counted: liveness and the API documentation; the sign-in routes, which have their own
 * stricter per-address limit (AUTH_RATE_LIMIT, the 'auth' throttler); Stripe's signed webhook;
 * the admin settings, so an admin who sets a tiny limit can always set it back.
 */
const EXEMPT = /^\/api\/(health|docs|docs-json|auth\/.*|payments\/webhook|admin\/settings)\/?$/;

/** Whether calls to `path` (a request path or an OpenAPI path template) count against the API rate limit. */
export const countsAgainstRateLimit = (path: string) => path.startsWith('/api/') && !EXEMPT.test(path);

/** The key a visitor (no valid token) is counted under. */
const visitorKey = (clientIp: string | undefined) => `ip:${clientIp}`;

/**
 * The live API rate limit on every call: per signed-in user (keyed by user id, whichever instance
 * or address they come from), per client address for visitors; staff by their own limit. Over it:
 * 429 with Retry-After.
 */
@Injectable()
export class RateLimitMiddleware implements NestMiddleware {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
  ) {}

  async use(request: IncomingMessage, _response: ServerResponse, next: () => void): Promise<void> {
    const path = requestPath(request);
    if (!countsAgainstRateLimit(path)) return next();
    const claims = callerClaims(request, this.tokens);
    const subject = claims
      ? { key: `user:${claims.userId}`, staff: claims.role === Role.Admin }
      : { key: visitorKey(clientAddress(request)), staff: false };
    const verdict = await this.limiter.check(subject);
    if (verdict.allowed) return next();
    throw new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      TOO_MANY_REQUESTS,
      { type: 'rate_limited' },
      { 'Retry-After': String(verdict.retryAfterSeconds) },
    );
  }
}
