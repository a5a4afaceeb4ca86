import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';

/** A statement the pool's connections ran: its SQL, how long it took, whether it failed. */
export interface Statement {
  sql: string;
  seconds: number;
  failed: boolean;
}

type StatementListener = (statement: Statement) => void;

const listenersOf = new WeakMap<Pool, Set<StatementListener>>();
const WATCHED = Symbol('voosh.statements-watched');

/** The `pg` pool under MikroORM's connection (made on first use). */
export const poolOf = (orm: MikroORM): Promise<Pool> => (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();

/**
 * Calls `listener` once each statement the ORM's pool runs has finished (a transaction's begin,
 * commit and savepoints included), in the async context of the code that ran it. pg's pool says
 * when it hands a connection out ('acquire'), and each connection's `query` is watched from its
 * first hand-out on: every statement runs on a connection handed out. Nothing is timed while no
 * one listens. Answers the function that stops listening.
 */
export async function observeStatements(orm: MikroORM, listener: StatementListener): Promise<() => void> {
  const pool = await poolOf(orm);
  const listeners = listenersOf.get(pool) ?? new Set<StatementListener>();
  if (!listenersOf.has(pool)) {
    listenersOf.set(pool, listeners);
    pool.on('acquire', (client) => watch(client, listeners));
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function watch(client: PoolClient & { [WATCHED]?: true }, listeners: Set<StatementListener>): void {
  if (client[WATCHED]) return;
  client[WATCHED] = true;
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function (this: PoolClient, ...args: unknown[]) {
    if (listeners.size === 0) return query.apply(this, args);
    const started = process.hrtime.bigint();
    const answer = query.apply(this, args);
    // A query given a callback, or a cursor, answers no promise: not timed.
    if (!(answer instanceof Promise)) return answer;
    const first = args[0] as string | { text?: string } | undefined;
    const sql = typeof first === 'string' ? first : (first?.text ?? '');
    const finished = (failed: boolean) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const listener of listeners) listener({ sql, seconds, failed });
    };
    answer.then(
      () => finished(false),
      () => finished(true),
    );
    return answer;
  } as PoolClient['query'];
}
