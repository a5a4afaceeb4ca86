import type { IncomingMessage } from 'node:http';
import type { SessionClaims, TokenService } from '../auth/token.service';
import type { User } from '../users/entities/user.entity';
import { isLiveAccount } from '../users/live-account';
import type { UsersService } from '../users/users.service';

const BEARER = /^Bearer (\S+)$/i;
const verified = new WeakMap<IncomingMessage, SessionClaims | null>();
const accounts = new WeakMap<IncomingMessage, Promise<User | null>>();

/** The request's bearer token, if it sends one. */
export const bearerToken = (request: IncomingMessage): string | undefined => BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The claims of the request's bearer token when its signature and expiry check out, for the
 * middleware that runs before the global AuthGuard (rate limit, maintenance). Only the token is
 * checked here, not the account: callers needing a live account look it up themselves.
 * Verified once per request.
 */
export function callerClaims(request: IncomingMessage, tokens: TokenService): SessionClaims | null {
  if (verified.has(request)) return verified.get(request)!;
  const token = bearerToken(request);
  const claims = token ? tokens.verify(token) : null;
  verified.set(request, claims);
  return claims;
}

/**
 * The live account of the request's token: it exists, is active and has the token's version (a
 * signed-out or deactivated user's old token gets null). Looked up once per request, whoever asks
 * first (maintenance mode, the AuthGuard).
 */
export function callerAccount(request: IncomingMessage, tokens: TokenService, users: UsersService): Promise<User | null> {
  let account = accounts.get(request);
  if (!account) {
    const claims = callerClaims(request, tokens);
    account = claims ? users.findById(claims.userId).then((user) => (isLiveAccount(user, claims) ? user : null)) : Promise.resolve(null);
    accounts.set(request, account);
  }
  return account;
}

/** The path under the API prefix without the query, e.g. `/api/arms` (the URL as received, before any rewriting). */
export const requestPath = (request: IncomingMessage & { originalUrl?: string }) =>
  (request.originalUrl ?? request.url ?? '/').split('?')[0]!;
