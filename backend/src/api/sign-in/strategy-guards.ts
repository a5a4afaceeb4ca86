import { type CanActivate, Injectable, type Type } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { StrategyNames } from '../../auth/strategy-names';

/**
 * passport's AuthGuard for this app's strategy `nameOf(names)`. passport's answer is the
 * strategy's: an error it raised (401 with the text the spec quotes) is rethrown as it is; a
 * strategy never fails without one, so no account is a bug, not a 401.
 */
function strategyGuard(nameOf: (names: StrategyNames) => string): Type<CanActivate> {
  @Injectable()
  class StrategyGuard extends AuthGuard() {
    constructor(names: StrategyNames) {
      super({ defaultStrategy: nameOf(names) });
    }

    override handleRequest<T>(error: unknown, user: T): T {
      if (error) throw error;
      if (!user) throw new Error('a sign-in strategy neither signed in nor refused');
      return user;
    }
  }
  return StrategyGuard;
}

/** Signs a request in with its session token (SessionStrategy); request.user is the account. */
export const SessionGuard = strategyGuard((names) => names.session);
export type SessionGuard = CanActivate;

/** Signs a request in with its API key (ApiKeyStrategy); request.user is the admin it acts for. */
export const ApiKeyGuard = strategyGuard((names) => names.apiKey);
export type ApiKeyGuard = CanActivate;
