import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { API_KEY_STRATEGY } from './api-key.strategy';
import { SESSION_STRATEGY } from './session.strategy';

/**
 * passport's answer is the strategy's: an error it raised (401 with the text the spec quotes) is
 * rethrown as it is; a strategy never fails without one, so no account is a bug, not a 401.
 */
function strategyAnswer<T>(error: unknown, user: T): T {
  if (error) throw error;
  if (!user) throw new Error('a sign-in strategy neither signed in nor refused');
  return user;
}

/** Signs a request in with its session token (SessionStrategy); request.user is the account. */
@Injectable()
export class SessionGuard extends AuthGuard(SESSION_STRATEGY) {
  override handleRequest<T>(error: unknown, user: T): T {
    return strategyAnswer(error, user);
  }
}

/** Signs a request in with its API key (ApiKeyStrategy); request.user is the admin it acts for. */
@Injectable()
export class ApiKeyGuard extends AuthGuard(API_KEY_STRATEGY) {
  override handleRequest<T>(error: unknown, user: T): T {
    return strategyAnswer(error, user);
  }
}
