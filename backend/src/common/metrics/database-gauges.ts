import type { MikroORM } from '@mikro-orm/postgresql';
import type { Metrics } from './metrics';

/** The connection pool (knex's tarn): connections in use, and requests waiting for one. */
interface Pool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/** Gauges of the database connection pool, read when Prometheus scrapes. */
export function registerDatabaseGauges(metrics: Metrics, orm: MikroORM): void {
  const pool = () => (orm.em.getConnection().getKnex().client as { pool?: Pool }).pool;
  metrics.gauge('db_pool_connections_in_use', 'Database connections in use', () => pool()?.numUsed() ?? 0);
  metrics.gauge('db_pool_acquires_waiting', 'Requests waiting for a database connection', () => pool()?.numPendingAcquires() ?? 0);
}
