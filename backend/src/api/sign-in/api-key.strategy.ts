import { HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { API_KEY_MESSAGES } from '@voosh/shared';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../../common/http/api-error';
import type { Account } from '../../users/account';
import { Callers } from '../callers';
import { RequestStrategy } from './request-strategy';
import { StrategyNames } from '../../auth/strategy-names';

/**
 * An API key (X-Api-Key, or Authorization: Bearer vk_live_…) that holds: not revoked or expired,
 * its admin still an active admin. It acts as that admin. Else 401 `invalid_api_key`. The route's
 * scope is the guard's to check (it reads the route).
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(RequestStrategy) {
  constructor(
    private readonly callers: Callers,
    names: StrategyNames,
  ) {
    super(names.apiKey);
  }

  async validate(request: IncomingMessage): Promise<Account> {
    const keyed = await this.callers.key(request);
    if (!keyed) throw new ApiError(HttpStatus.UNAUTHORIZED, API_KEY_MESSAGES.invalid, { type: 'invalid_api_key' });
    return keyed.account;
  }
}
