import { DAY_MS } from '@voosh/shared';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Claims this period of the scheduled job `name` in `job_runs`: true for the one caller, of any
 * instance, whose time (`at`, else the database's clock) is at least `periodMs` after the last
 * claim. One atomic upsert; inside a transaction, a concurrent claim waits for it and, once it
 * commits, finds the period taken (a rollback leaves the period free).
 */
export async function claimJobPeriod(em: EntityManager, name: string, periodMs: number, at?: Date): Promise<boolean> {
  const claimed = await em.execute<{ name: string }[]>(
    `insert into job_runs (name, last_run_at) values (?, coalesce(cast(? as timestamptz), now()))
     on conflict (name) do update set last_run_at = excluded.last_run_at
       where job_runs.last_run_at <= excluded.last_run_at - make_interval(secs => ?)
     returning name`,
    [name, at ?? null, periodMs / 1000],
  );
  return claimed.length === 1;
}

/** How often a daily job looks whether its day's run is due (so a restart delays it this much at most). */
export const DAILY_JOB_CHECK_MS = 60 * 60 * 1000;

/** Claims the day's run of the daily job `name` (at `at`, else the database's clock): true for one caller a day. */
export const claimDailyRun = (em: EntityManager, name: string, at?: Date) => claimJobPeriod(em, name, DAY_MS - 1000, at);
