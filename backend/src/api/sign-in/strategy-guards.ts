import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { StrategyNames } from '../../auth/strategy-names';

/**
 * passport's answer is the strategy's: an error it raised (401 with the text the spec quotes) is
 * rethrown as it is; a strategy never fails without one, so no account is a bug, not a 401.
 */
function strategyAnswer<T>(error: unknown, user: T): T {
  if (error) throw error;
  if (!user) throw new Error('a sign-in strategy neither signed in nor refused');
  return user;
}

/** Signs a request in with its session token (SessionStrategy, by this app's name for it); request.user is the account. */
@Injectable()
export class SessionGuard extends AuthGuard() {
  constructor(names: StrategyNames) {
    super({ defaultStrategy: names.session });
  }

  override handleRequest<T>(error: unknown, user: T): T {
    return strategyAnswer(error, user);
  }
}

/** Signs a request in with its API key (ApiKeyStrategy, by this app's name for it); request.user is the admin it acts for. */
@Injectable()
export class ApiKeyGuard extends AuthGuard() {
  constructor(names: StrategyNames) {
    super({ defaultStrategy: names.apiKey });
  }

  override handleRequest<T>(error: unknown, user: T): T {
    return strategyAnswer(error, user);
  }
}
