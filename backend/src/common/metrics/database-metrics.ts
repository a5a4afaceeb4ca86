import type { MikroORM } from '@mikro-orm/postgresql';
import type { Metrics } from './metrics';

/** The connection pool (knex's tarn): connections in use, and requests waiting for one. */
interface Pool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/** What knex tells of each statement it runs. */
interface KnexQuery {
  __knexQueryUid: string;
  sql: string;
}

/** A statement's kind, the first word of its SQL (a bounded label: never the statement). */
const KINDS = new Set(['select', 'insert', 'update', 'delete', 'begin', 'commit', 'rollback', 'savepoint', 'with']);
export const statementKind = (sql: string): string => {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return KINDS.has(word) ? word : 'other';
};

/**
 * The database's series: the pool's gauges, read when Prometheus scrapes, and with `timed` the
 * duration of every statement by its kind (`voosh_db_query_duration_seconds{operation}`), from
 * knex's query events (transactions' included).
 */
export function registerDatabaseMetrics(metrics: Metrics, orm: MikroORM, { timed }: { timed: boolean }): void {
  const knex = orm.em.getConnection().getKnex();
  const pool = () => (knex.client as { pool?: Pool }).pool;
  metrics.gauge('db_pool_connections_in_use', 'Database connections in use', () => pool()?.numUsed() ?? 0);
  metrics.gauge('db_pool_acquires_waiting', 'Requests waiting for a database connection', () => pool()?.numPendingAcquires() ?? 0);
  if (!timed) return;
  const durations = metrics.histogram(
    'db_query_duration_seconds',
    'Time a database statement takes, by kind (select, insert ...)',
    ['operation'],
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  const started = new Map<string, bigint>();
  const finished = (query: KnexQuery) => {
    const start = started.get(query.__knexQueryUid);
    if (start === undefined) return;
    started.delete(query.__knexQueryUid);
    durations.observe({ operation: statementKind(query.sql) }, Number(process.hrtime.bigint() - start) / 1e9);
  };
  knex.on('query', (query: KnexQuery) => started.set(query.__knexQueryUid, process.hrtime.bigint()));
  knex.on('query-response', (_response: unknown, query: KnexQuery) => finished(query));
  knex.on('query-error', (_error: unknown, query: KnexQuery) => finished(query));
}
