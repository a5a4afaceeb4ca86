import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type JobResult, PgBoss, type SendOptions } from 'pg-boss';
import { CompiledQuery, type ControlledTransaction, type Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isDatabaseUnavailable } from '../database/unavailable';
import { Metrics } from '../metrics/metrics';

/** pg-boss keeps its tables in a schema of their own. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

interface QueueDefinition {
  name: string;
  /** Each job's options: retries, backoff, how long one run may take. */
  options: Omit<SendOptions, 'db'>;
}

/**
 * The durable job queue: pg-boss on the application's PostgreSQL. A job is sent in the
 * transaction of its cause (committed with it, or never), survives restarts, is run once across
 * every instance, and is retried by pg-boss as its queue says. Features declare their queues and
 * workers when the app starts (`define`, `work`); the boss starts with the first of them and
 * stops, letting running jobs finish, with the app.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private readonly boss: PgBoss;
  private started?: Promise<void>;
  private isRunning = false;
  private readonly definitions = new Map<string, QueueDefinition>();
  private readonly jobRuns;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(EntityManager) em: EntityManager, metrics: Metrics) {
    // Jobs due and not taken yet, of every queue: how many, and how long the oldest has waited.
    const waiting = () =>
      em
        .fork()
        .execute<{ count: number; oldest: number | null }[]>(
          `select count(*)::int as count, extract(epoch from now() - min(start_after))::float as oldest
           from ${JOB_QUEUE_SCHEMA}.job where state in ('created', 'retry') and start_after <= now()`,
        )
        .then(([row]) => row!);
    metrics.gauges(waiting, [
      { name: 'jobs_waiting', help: 'Queued jobs due and not taken yet', value: (row) => row.count },
      {
        name: 'jobs_oldest_waiting_seconds',
        help: 'How long the oldest due job has waited (0 when none)',
        value: (row) => row.oldest ?? 0,
      },
    ]);
    this.jobRuns = metrics.counter('job_runs_total', 'Jobs run, by queue and outcome (completed, failed)', ['queue', 'outcome']);
    this.boss = new PgBoss({
      connectionString: config.databaseUrl!,
      schema: JOB_QUEUE_SCHEMA,
      application_name: 'voosh-job-queue',
      max: 4,
      // A job sent wakes the workers of every instance at its commit (LISTEN/NOTIFY, one connection
      // held), instead of waiting for their next poll; polling stays on as the floor.
      useListenNotify: true,
    });
    // The database out of reach (restarting) is an outage pg-boss gets past by itself, not a fault.
    this.boss.on('error', (error: unknown) =>
      isDatabaseUnavailable(error)
        ? this.logger.warn({ err: error }, 'Job queue paused: database unavailable')
        : this.logger.error({ err: error }, 'Job queue error'),
    );
  }

  private start(): Promise<void> {
    this.started ??= this.boss.start().then(() => void (this.isRunning = true));
    return this.started;
  }

  /** Whether the queue works jobs on this instance now (started, not stopping). */
  get running(): boolean {
    return this.isRunning;
  }

  /** Declares a queue (created if missing) and the options every job sent to it gets. */
  async define(definition: QueueDefinition): Promise<void> {
    await this.start();
    this.definitions.set(definition.name, definition);
    await this.boss.createQueue(definition.name, { notify: true });
    // A queue made before it was notified of its jobs is told so (creating leaves one made alone).
    await this.boss.updateQueue(definition.name, { notify: true });
  }

  /**
   * Runs `handler` for each of the queue's jobs on this instance, up to `concurrency` at once; a
   * throw is a failed attempt pg-boss retries as the queue says, the others of its batch unaffected.
   * While batches come back full the worker takes the next at once (a backlog drains without waiting
   * for a poll).
   */
  async work<Data extends object>(queue: string, handler: (data: Data) => Promise<void>, { concurrency = 1 } = {}): Promise<void> {
    await this.start();
    const run = async (id: string, data: Data): Promise<JobResult> => {
      try {
        await handler(data);
        this.jobRuns.inc({ queue, outcome: 'completed' });
        return { id, status: 'completed' };
      } catch (error) {
        this.jobRuns.inc({ queue, outcome: 'failed' });
        return { id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
      }
    };
    await this.boss.work<Data>(
      queue,
      {
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
        batchSize: concurrency,
        burstWhenBatchFull: concurrency > 1,
        perJobResults: true,
      },
      (jobs) => Promise.all(jobs.map((job) => run(job.id, job.data))),
    );
  }

  /** Sends a job in `em`'s transaction (it exists once that commits); `startAfter` delays it. */
  async send(em: EntityManager, queue: string, data: object, { startAfter }: { startAfter?: Date } = {}): Promise<string | null> {
    const definition = this.definitions.get(queue);
    if (!definition) throw new Error(`Queue ${queue} was not defined`);
    return this.boss.send(queue, data, { ...definition.options, ...(startAfter ? { startAfter } : {}), db: await transactionSql(em) });
  }

  /** When each of these jobs (by id) runs next, for those still waiting to run or to be retried. */
  async nextRuns(em: EntityManager, queue: string, jobIds: readonly string[]): Promise<Map<string, Date>> {
    if (jobIds.length === 0) return new Map();
    const rows = await em
      .getConnection()
      .execute<{ id: string; start_after: Date }[]>(
        `select id, start_after from ${JOB_QUEUE_SCHEMA}.job where name = ? and id = any(?::uuid[]) and state in ('created', 'retry')`,
        [queue, `{${jobIds.join(',')}}`],
      );
    return new Map(rows.map((row) => [row.id, new Date(row.start_after)]));
  }

  async onApplicationShutdown(): Promise<void> {
    this.isRunning = false;
    if (this.started) await this.boss.stop({ graceful: true, timeout: 15_000 });
  }
}

/**
 * pg-boss's SQL (numbered parameters) run on the connection of `em`'s transaction, so a job
 * commits or rolls back with it. Outside a transaction, on a connection of the pool (Kysely takes
 * one for the statement and gives it back).
 */
async function transactionSql(em: EntityManager): Promise<{ executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }> {
  const database: Kysely<unknown> = em.getTransactionContext<ControlledTransaction<unknown>>() ?? em.getConnection().getClient();
  return {
    executeSql: async (text, values = []) => ({ rows: (await database.executeQuery(CompiledQuery.raw(text, values))).rows }),
  };
}
