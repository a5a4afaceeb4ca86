import type { OnModuleDestroy } from '@nestjs/common';
import passport from 'passport';
import { Strategy } from 'passport-strategy';

/** What a strategy's `validate` hands back through passport: the account, or an error that is the answer. */
type Verified = (error: unknown, user?: unknown) => void;

/**
 * A passport strategy that reads its credential from the request itself (a header), the way
 * passport's own docs write a custom strategy: `verify` is @nestjs/passport's bridge to the
 * strategy's `validate(request)`. An error it throws is the answer (the guard rethrows it); an
 * account signs the request in. It is registered under `name` (StrategyNames) and unregistered
 * when its app closes.
 */
export class RequestStrategy extends Strategy implements OnModuleDestroy {
  constructor(
    readonly name: string,
    private readonly verify: (request: unknown, done: Verified) => void,
  ) {
    super();
  }

  override authenticate(request: unknown): void {
    this.verify(request, (error, user) => {
      if (error) this.error(error as Error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }

  onModuleDestroy(): void {
    passport.unuse(this.name);
  }
}
