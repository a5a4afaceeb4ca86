import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import { Role } from '@voosh/shared';
import type { FastifyRequest } from 'fastify';
import { routeMetadata } from '../../common/decorators/route-metadata';
import { clientAddressReader } from '../../common/http/client-address';
import { LIMITED_PER_ADDRESS, PER_ADDRESS_THROTTLER } from '../../common/http/rate-limits';
import type { AppConfig } from '../../config/app-config';
import type { SettingsService } from '../../settings/settings.service';
import { type Callers, requestPath } from '../callers';
import { countsAgainstRateLimit } from './rate-limited-paths';

const API_THROTTLER = 'api';
const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Refused only while the window's count is over the limit as read now, never beyond the window:
 * a limit an admin raises frees its callers at the next call. (1 ms, as Redis cannot block for 0.)
 */
const NO_BLOCK_MS = 1;

const rawRequest = (context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().raw;

/**
 * The two throttlers of the request pipeline:
 * - `api`, every counted API call (see countsAgainstRateLimit), per API key (its own limit, set on
 *   the key), per signed-in user (keyed by user id, whichever token, instance or address) or per
 *   address for visitors and dead credentials; the limit is the admin's `apiRateLimit` setting
 *   read live, STAFF_RATE_LIMIT for admins so console work (dashboards, bulk actions, exports)
 *   never meets the customers' limit;
 * - `auth`, per address and route, only on routes marked LimitPerAddress (AUTH_RATE_LIMIT).
 */
export function apiThrottlers(
  config: AppConfig,
  settings: SettingsService,
  callers: Callers,
  storage: ThrottlerStorage,
): ThrottlerModuleOptions {
  const clientAddress = clientAddressReader(config.trustedProxies);
  // The live account or key, not the token's claims: a signed-out or disabled account's token, or a
  // revoked key, is a visitor's call, counted against its address, never against what it names.
  // The lookups are the ones the CallerGuard makes next (Callers reads once per request).
  const accountOf = (context: ExecutionContext) => callers.account(rawRequest(context));
  const keyOf = (context: ExecutionContext) => callers.key(rawRequest(context));
  return {
    storage,
    // Retry-After is the only header a 429 carries (see ApiThrottlerGuard), as before the throttler.
    setHeaders: false,
    throttlers: [
      {
        name: API_THROTTLER,
        ttl: RATE_LIMIT_WINDOW_MS,
        blockDuration: NO_BLOCK_MS,
        limit: async (context) => {
          const keyed = await keyOf(context);
          if (keyed) return keyed.key.rateLimitPerMinute;
          return (await accountOf(context))?.role === Role.Admin ? config.staffRateLimitPerMinute : (await settings.current()).apiRateLimit;
        },
        skipIf: (context) => !countsAgainstRateLimit(requestPath(rawRequest(context))),
        getTracker: async (_request, context) => {
          const keyed = await keyOf(context);
          if (keyed) return `key:${keyed.key.id}`;
          const account = await accountOf(context);
          return account ? `user:${account.id}` : `ip:${clientAddress(rawRequest(context))}`;
        },
        // One count per caller across every route (the throttler's default key is per route); the
        // storages keep each throttler's counts apart already.
        generateKey: (_context, tracker) => tracker,
      },
      {
        name: PER_ADDRESS_THROTTLER,
        ttl: RATE_LIMIT_WINDOW_MS,
        blockDuration: NO_BLOCK_MS,
        limit: config.authRateLimitPerMinute,
        skipIf: (context) => !routeMetadata.getAllAndOverride<boolean>(LIMITED_PER_ADDRESS, [context.getHandler(), context.getClass()]),
        getTracker: (_request, context) => clientAddress(rawRequest(context)),
      },
    ],
  };
}
