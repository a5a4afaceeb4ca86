import type { MikroORM } from '@mikro-orm/postgresql';
import { observeStatements, poolOf } from '../database/statements';
import type { Metrics } from './metrics';

/** A statement's kind, the first word of its SQL (a bounded label: never the statement). */
const KINDS = new Set(['select', 'insert', 'update', 'delete', 'begin', 'commit', 'rollback', 'savepoint', 'with']);
export const statementKind = (sql: string): string => {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return KINDS.has(word) ? word : 'other';
};

/**
 * The database's series: the pool's gauges, read when Prometheus scrapes, and with `timed` the
 * duration of every statement by its kind (`voosh_db_query_duration_seconds{operation}`),
 * transactions' included (observeStatements).
 */
export async function registerDatabaseMetrics(metrics: Metrics, orm: MikroORM, { timed }: { timed: boolean }): Promise<void> {
  const pool = await poolOf(orm);
  metrics.gauge('db_pool_connections_in_use', 'Database connections in use', () => pool.totalCount - pool.idleCount);
  metrics.gauge('db_pool_acquires_waiting', 'Requests waiting for a database connection', () => pool.waitingCount);
  if (!timed) return;
  const durations = metrics.histogram(
    'db_query_duration_seconds',
    'Time a database statement takes, by kind (select, insert ...)',
    ['operation'],
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  await observeStatements(orm, ({ sql, seconds }) => durations.observe({ operation: statementKind(sql) }, seconds));
}
