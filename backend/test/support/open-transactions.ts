import { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from './test-app';

/** Transactions left open on the app's database: a lock held across a network call (Stripe, SMTP) shows here. */
export async function openTransactions(t: TestApp): Promise<number> {
  const [row] = await t.app
    .get(MikroORM)
    .em.getConnection()
    .execute<{ open: string }[]>(
      "select count(*) as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
  return Number(row!.open);
}
