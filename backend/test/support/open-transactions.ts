import type { TestApp } from './test-app';

/** Transactions left open on the app's database: a lock held across a network call (Stripe, SMTP) shows here. */
export async function openTransactions(t: TestApp): Promise<number> {
  const [row] = await t
    .em()
    .getConnection()
    .execute<{ open: string }[]>(
      "select count(*) as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
  return Number(row!.open);
}

/** Statements on the app's database waiting for a lock another transaction holds. */
export async function lockWaits(t: TestApp): Promise<number> {
  const [row] = await t
    .em()
    .getConnection()
    .execute<{ waiting: string }[]>(
      "select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
  return Number(row!.waiting);
}

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
