import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { SessionsService } from '../auth/sessions.service';
import { type SessionClaims, TokenService } from '../auth/token.service';
import type { ApiKeyCaller } from '../common/http/api-key-caller';
import { bearerToken } from '../common/http/bearer-token';
import { clientAddressReader } from '../common/http/client-address';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Account } from '../users/account';

/** A request made with an API key: the key and the live admin account it acts for. */
export interface KeyedCall {
  key: ApiKeyCaller;
  account: Account;
}

/** The credential a request carries: a session token, an API key's secret, or none. */
type Credential = { kind: 'session'; token: string } | { kind: 'key'; secret: string } | null;

/**
 * Who is calling, worked out once per request whoever asks first (maintenance mode, the rate
 * limit, the CallerGuard): a session token (Authorization: Bearer <JWT>) or an API key
 * (X-Api-Key, or Authorization: Bearer vk_live_…). Answers are kept by Node's request, so
 * Fastify's and Node's views of one request share them.
 */
@Injectable()
export class Callers {
  private readonly credentials = new WeakMap<IncomingMessage, Credential>();
  private readonly claimsOf = new WeakMap<IncomingMessage, SessionClaims | null>();
  private readonly accounts = new WeakMap<IncomingMessage, Promise<Account | null>>();
  private readonly keyed = new WeakMap<IncomingMessage, Promise<KeyedCall | null>>();
  private readonly clientAddress: (request: IncomingMessage) => string;

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly keys: ApiKeysService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.clientAddress = clientAddressReader(config.trustedProxies);
  }

  /** What the request offers as a credential (not checked yet). */
  credential(request: IncomingMessage): Credential {
    request = nodeRequestOf(request);
    if (this.credentials.has(request)) return this.credentials.get(request)!;
    const header = request.headers['x-api-key'];
    const token = bearerToken(request);
    const credential: Credential =
      typeof header === 'string' && header
        ? { kind: 'key', secret: header }
        : token && ApiKeysService.isKeySecret(token)
          ? { kind: 'key', secret: token }
          : token
            ? { kind: 'session', token }
            : null;
    this.credentials.set(request, credential);
    return credential;
  }

  /** The claims of the request's session token when its signature and expiry check out (the account is not read). */
  claims(request: IncomingMessage): SessionClaims | null {
    request = nodeRequestOf(request);
    if (this.claimsOf.has(request)) return this.claimsOf.get(request)!;
    const credential = this.credential(request);
    const claims = credential?.kind === 'session' ? this.tokens.verify(credential.token) : null;
    this.claimsOf.set(request, claims);
    return claims;
  }

  /** The request's API key and its admin, when it came with a key that holds (unknown, revoked, expired keys get null). */
  key(request: IncomingMessage): Promise<KeyedCall | null> {
    request = nodeRequestOf(request);
    let keyed = this.keyed.get(request);
    if (!keyed) {
      const credential = this.credential(request);
      keyed = credential?.kind === 'key' ? this.keys.authenticate(credential.secret, this.clientAddress(request)) : Promise.resolve(null);
      this.keyed.set(request, keyed);
    }
    return keyed;
  }

  /**
   * The live account behind the request: a session's (SessionsService.liveAccount: a signed-out,
   * deactivated or outdated token gets null) or the admin an API key acts for.
   */
  account(request: IncomingMessage): Promise<Account | null> {
    request = nodeRequestOf(request);
    let account = this.accounts.get(request);
    if (!account) {
      if (this.credential(request)?.kind === 'key') {
        account = this.key(request).then((keyed) => keyed?.account ?? null);
      } else {
        const claims = this.claims(request);
        account = claims ? this.sessions.liveAccount(claims) : Promise.resolve(null);
      }
      this.accounts.set(request, account);
    }
    return account;
  }
}

/**
 * Node's request under Fastify's: the guards get Fastify's request, the maintenance hook and the
 * throttler Node's; the answers above are kept by Node's, so each is worked out once whoever asks.
 */
export const nodeRequestOf = (request: IncomingMessage & { raw?: IncomingMessage }): IncomingMessage => request.raw ?? request;

/** The path under the API prefix without the query, e.g. `/api/arms` (the URL as received, before any rewriting). */
export const requestPath = (request: IncomingMessage & { originalUrl?: string }) =>
  (request.originalUrl ?? request.url ?? '/').split('?')[0]!;
