import type { TestApp } from './test-app';

/** How many of the app's database sessions pg_stat_activity shows matching `condition` (SQL on its columns). */
async function sessionsWhere(t: TestApp, condition: string): Promise<number> {
  const [row] = await t
    .em()
    .getConnection()
    .execute<{ count: string }[]>(`select count(*) as count from pg_stat_activity where datname = current_database() and ${condition}`);
  return Number(row!.count);
}

/** The app's database sessions idle inside a transaction, each as its process and the transaction's start. */
async function idleInTransaction(t: TestApp): Promise<string[]> {
  const rows = await t
    .em()
    .getConnection()
    .execute<{ session: string }[]>(
      `select pid || ' ' || xact_start as session from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
  return rows.map((row) => row.session);
}

/**
 * Transactions left open on the app's database: a lock held across a network call (Stripe, SMTP)
 * shows here. A session counts when the same transaction is still idle at a second look: another
 * instance's background job, caught between two statements of its short transaction, has moved on.
 */
export async function openTransactions(t: TestApp): Promise<number> {
  const first = await idleInTransaction(t);
  if (first.length === 0) return 0;
  const second = await idleInTransaction(t);
  return second.filter((session) => first.includes(session)).length;
}

/** Statements on the app's database waiting for a lock another transaction holds. */
export const lockWaits = (t: TestApp) => sessionsWhere(t, "wait_event_type = 'Lock'");

/**
 * `pending`'s answer, failing as soon as a statement on the app's database waits for a lock while it
 * is under way: what a row lock held across a network call (Stripe, SMTP) would make it do.
 */
export async function withoutLockWaits<T>(t: TestApp, pending: PromiseLike<T>): Promise<T> {
  let settled = false;
  const watch = async (): Promise<never> => {
    for (;;) {
      const waiting = await lockWaits(t);
      if (settled) return new Promise<never>(() => undefined);
      if (waiting > 0) throw new Error(`${waiting} statement(s) waiting for a lock while the call was under way`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  try {
    return await Promise.race([Promise.resolve(pending), watch()]);
  } finally {
    settled = true;
  }
}
