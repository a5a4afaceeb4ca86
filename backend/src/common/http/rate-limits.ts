import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';

/** The message of every 429 the request pipeline answers (API limit and per-address limit). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/** The throttler that counts calls per client address and route (AUTH_RATE_LIMIT a minute unless a route says otherwise). */
export const PER_ADDRESS_THROTTLER = 'auth';

export const LIMITED_PER_ADDRESS = 'voosh:limitedPerAddress';

/**
 * Counts the route's (or controller's) calls per client address, each route on its own counter:
 * AUTH_RATE_LIMIT a minute, or `own` numbers. On top of the API limit, for the routes a visitor
 * can hammer without an account (sign-in, sign-up, the demo form).
 */
export const LimitPerAddress = (own?: { limit: number; ttl: number }) =>
  applyDecorators(SetMetadata(LIMITED_PER_ADDRESS, true), ...(own ? [Throttle({ [PER_ADDRESS_THROTTLER]: own })] : []));
