import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_KNOWN_ADDRESS_MS } from '@voosh/shared';
import { AtMostEvery } from '../../common/timing/at-most-every';
import { type CountedAttempt, EVERY_ADDRESS, type LoginAttemptStore } from './login-attempt-store';
import { NO_FAILURES, type FailureCount, type LoginRecord } from './login-wait';

interface FailureRow {
  address: string;
  failures: number;
  last_failure_at: Date | string;
}

const failureCount = (row: FailureRow | undefined): FailureCount =>
  row ? { failures: row.failures, lastFailureAt: new Date(row.last_failure_at).getTime() } : NO_FAILURES;

/**
 * The sign-in counts in PostgreSQL (login_failures, known_login_addresses), for instances without
 * Redis: shared by every instance on the database. Each count changes in one statement, so
 * concurrent attempts lose none; each table is purged of stale rows where it grows, a minute apart at most.
 */
export class SqlLoginAttemptStore implements LoginAttemptStore {
  /** Stale rows are purged a minute apart at most, not by every sign-in (counts ignore them anyway). */
  private readonly failurePurges = new AtMostEvery(60_000);
  private readonly signInPurges = new AtMostEvery(60_000);

  constructor(private readonly em: EntityManager) {}

  async read(email: string, address: string): Promise<LoginRecord> {
    const connection = this.em.getConnection();
    const [failures, signIns] = await Promise.all([
      connection.execute<FailureRow[]>(
        'select address, failures, last_failure_at from login_failures where email = ? and address in (?, ?)',
        [email, address, EVERY_ADDRESS],
      ),
      connection.execute<{ signed_in_at: Date | string }[]>(
        'select signed_in_at from known_login_addresses where email = ? and address = ?',
        [email, address],
      ),
    ]);
    return {
      address: failureCount(failures.find((row) => row.address === address)),
      account: failureCount(failures.find((row) => row.address === EVERY_ADDRESS)),
      lastSignInAt: signIns[0] ? new Date(signIns[0].signed_in_at).getTime() : 0,
    };
  }

  async countFailure({ email, address, countsForAccount }: CountedAttempt, now: number): Promise<{ address: number; account: number }> {
    const connection = this.em.getConnection();
    const staleBefore = new Date(now - LOGIN_FAILURE_WINDOW_MS);
    if (this.failurePurges.due(now)) await connection.execute('delete from login_failures where last_failure_at < ?', [staleBefore]);
    const scopes = countsForAccount ? [address, EVERY_ADDRESS] : [address];
    const rows = await connection.execute<FailureRow[]>(
      `insert into login_failures as f (email, address, failures, last_failure_at) values ${scopes.map(() => '(?, ?, 1, ?)').join(', ')}
       on conflict (email, address) do update set
         failures = case when f.last_failure_at < ? then 1 else f.failures + 1 end,
         last_failure_at = excluded.last_failure_at
       returning address, failures`,
      [...scopes.flatMap((scope) => [email, scope, new Date(now)]), staleBefore],
    );
    const failuresFrom = (scope: string) => rows.find((row) => row.address === scope)?.failures ?? 0;
    return { address: failuresFrom(address), account: failuresFrom(EVERY_ADDRESS) };
  }

  async recordSuccess({ email, address, countsForAccount }: CountedAttempt, now: number): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('delete from login_failures where email = ? and address = ?', [email, address]);
    if (countsForAccount) {
      await connection.execute('update login_failures set failures = failures - 1 where email = ? and address = ? and failures > 0', [
        email,
        EVERY_ADDRESS,
      ]);
    }
    if (this.signInPurges.due(now))
      await connection.execute('delete from known_login_addresses where signed_in_at < ?', [new Date(now - LOGIN_KNOWN_ADDRESS_MS)]);
    await connection.execute(
      `insert into known_login_addresses (email, address, signed_in_at) values (?, ?, ?)
       on conflict (email, address) do update set signed_in_at = excluded.signed_in_at`,
      [email, address, new Date(now)],
    );
  }

  async forgetFailures(email: string): Promise<void> {
    await this.em.getConnection().execute('delete from login_failures where email = ?', [email]);
  }

  async forgetFailuresFrom(email: string, address: string): Promise<void> {
    await this.em.getConnection().execute('delete from login_failures where email = ? and address = ?', [email, address]);
  }
}
