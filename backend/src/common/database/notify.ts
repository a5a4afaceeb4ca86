import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * NOTIFY `channel` inside `em`'s transaction: PostgreSQL delivers it to every listening instance
 * at the commit, and never if the transaction rolls back (see PgListener for the listening side).
 */
export async function notifyInTransaction(em: EntityManager, channel: string, payload: string): Promise<void> {
  await em.getConnection().execute('select pg_notify(?, ?)', [channel, payload], 'all', em.getTransactionContext());
}
