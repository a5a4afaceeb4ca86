import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES } from '@voosh/shared';
import { LoginThrottle } from './entities/login-throttle.entity';

/** Per-address lockout after LOGIN_MAX_FAILURES failed sign-ins, for LOGIN_LOCKOUT_MS. */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  /** Minutes left on the lock, or 0. */
  async lockedMinutes(email: string): Promise<number> {
    const row = await this.em.fork().findOne(LoginThrottle, { email });
    const left = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  /** Counts a failure atomically (one statement), locking the address at the limit. */
  async recordFailure(email: string): Promise<void> {
    await this.em.getConnection().execute(
      `insert into login_throttles (email, failures, last_failure_at) values (?, 1, now())
       on conflict (email) do update set
         failures = case when login_throttles.locked_until is not null and login_throttles.locked_until < now()
                         then 1 else login_throttles.failures + 1 end,
         locked_until = case when login_throttles.locked_until is not null and login_throttles.locked_until < now() then null
                             when login_throttles.failures + 1 >= ? then now() + (? * interval '1 millisecond')
                             else login_throttles.locked_until end,
         last_failure_at = now()`,
      [email, LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_MS],
    );
  }

  async clear(email: string): Promise<void> {
    await this.em.fork().nativeDelete(LoginThrottle, { email });
  }
}
