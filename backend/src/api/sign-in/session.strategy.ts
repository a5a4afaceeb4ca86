import { HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { IncomingMessage } from 'node:http';
import { SESSION_EXPIRED } from '../../auth/session-texts';
import type { SessionClaims } from '../../auth/token.service';
import { ApiError } from '../../common/http/api-error';
import type { Account } from '../../users/account';
import { Callers } from '../callers';
import { RequestStrategy } from './request-strategy';
import { StrategyNames } from '../../auth/strategy-names';

/**
 * A session token (Authorization: Bearer <JWT>): valid (HS256, unexpired, TokenService's check
 * with its cache of verified tokens), its account live (active, current token version, this token
 * not signed out; one read, SessionsService.liveAccount). Else 401 "Session expired". The claims
 * are left on the request for @CurrentSession().
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(RequestStrategy) {
  constructor(
    private readonly callers: Callers,
    names: StrategyNames,
  ) {
    super(names.session);
  }

  async validate(request: IncomingMessage & { session?: SessionClaims }): Promise<Account> {
    const user = await this.callers.account(request);
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_EXPIRED);
    request.session = this.callers.claims(request)!;
    return user;
  }
}
