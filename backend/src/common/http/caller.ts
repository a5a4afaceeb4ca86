import type { Request } from 'express';
import type { SessionClaims, TokenService } from '../../auth/token.service';

const BEARER = /^Bearer (\S+)$/i;
const verified = new WeakMap<Request, SessionClaims | null>();

/** The request's bearer token, if it sends one. */
export const bearerToken = (request: Request): string | undefined => BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The claims of the request's bearer token when its signature and expiry check out, for the
 * middleware that runs before the global AuthGuard (rate limit, maintenance). Only the token is
 * checked here, not the account: callers needing a live account look it up themselves.
 * Verified once per request.
 */
export function callerClaims(request: Request, tokens: TokenService): SessionClaims | null {
  if (verified.has(request)) return verified.get(request)!;
  const token = bearerToken(request);
  const claims = token ? tokens.verify(token) : null;
  verified.set(request, claims);
  return claims;
}

/** The path under the API prefix without the query, e.g. `/api/arms`. */
export const requestPath = (request: Request) => request.originalUrl.split('?')[0]!;
