import type { IncomingMessage } from 'node:http';
import type { SessionsService } from '../auth/sessions.service';
import type { SessionClaims, TokenService } from '../auth/token.service';
import { bearerToken } from '../common/http/bearer-token';
import type { User } from '../users/entities/user.entity';

const verified = new WeakMap<IncomingMessage, SessionClaims | null>();
const accounts = new WeakMap<IncomingMessage, Promise<User | null>>();

/**
 * The claims of the request's bearer token when its signature and expiry check out, for the
 * middleware that runs before the global AuthGuard (rate limit, maintenance). Only the token is
 * checked here, not the account: callers needing a live account look it up themselves.
 * Verified once per request.
 */
export function callerClaims(request: IncomingMessage, tokens: TokenService): SessionClaims | null {
  request = nodeRequestOf(request);
  if (verified.has(request)) return verified.get(request)!;
  const token = bearerToken(request);
  const claims = token ? tokens.verify(token) : null;
  verified.set(request, claims);
  return claims;
}

/**
 * The live account of the request's token (see SessionsService.liveAccount: a signed-out,
 * deactivated or outdated token gets null). Looked up once per request, whoever asks first
 * (maintenance mode, the AuthGuard).
 */
export function callerAccount(request: IncomingMessage, tokens: TokenService, sessions: SessionsService): Promise<User | null> {
  request = nodeRequestOf(request);
  let account = accounts.get(request);
  if (!account) {
    const claims = callerClaims(request, tokens);
    account = claims ? sessions.liveAccount(claims) : Promise.resolve(null);
    accounts.set(request, account);
  }
  return account;
}

/**
 * Node's request under Fastify's: the guards get Fastify's request, the middleware and the
 * throttler Node's; the answers above are kept by Node's, so each is worked out once whoever asks.
 */
const nodeRequestOf = (request: IncomingMessage & { raw?: IncomingMessage }): IncomingMessage => request.raw ?? request;

/** The path under the API prefix without the query, e.g. `/api/arms` (the URL as received, before any rewriting). */
export const requestPath = (request: IncomingMessage & { originalUrl?: string }) =>
  (request.originalUrl ?? request.url ?? '/').split('?')[0]!;
