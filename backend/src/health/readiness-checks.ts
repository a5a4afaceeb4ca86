import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult, MikroOrmHealthIndicator } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { PgListener } from '../common/database/pg-listener';
import { JobQueue } from '../common/queue/job-queue';
import { connectRedis } from '../common/redis/redis-client';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MIGRATIONS } from '../database/migrations';

/** A probe every few seconds must not wait long on a part that hangs. */
const CHECK_TIMEOUT_MS = 1000;

/**
 * What an instance needs to take traffic, each a terminus indicator: the database answers, every
 * migration this code knows is applied, the LISTEN connection is up (other instances' changes
 * arrive), Redis answers when configured, and the job queue runs. Each costs one round trip at
 * most (the migrations one none, once they were found applied).
 */
@Injectable()
export class ReadinessChecks implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private migrationsApplied = false;

  constructor(
    private readonly em: EntityManager,
    private readonly indicators: HealthIndicatorService,
    private readonly database: MikroOrmHealthIndicator,
    private readonly listener: PgListener,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (config.redisUrl) this.redis = connectRedis(config.redisUrl);
  }

  all(): (() => Promise<HealthIndicatorResult>)[] {
    return [
      async () => await this.database.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS),
      () => this.migrations(),
      async () => this.up('listener', this.listener.listening, 'the LISTEN connection is down'),
      () => this.redisCheck(),
      async () => this.up('queue', this.queue.running, 'the job queue is not running'),
    ];
  }

  private async migrations(): Promise<HealthIndicatorResult> {
    if (!this.migrationsApplied) {
      const applied = await this.em
        .fork()
        .execute<{ name: string }[]>('select name from mikro_orm_migrations')
        .catch(() => null);
      if (!applied) return this.indicators.check('migrations').down({ message: 'the migrations table cannot be read' });
      const names = new Set(applied.map((row) => row.name));
      const pending = MIGRATIONS.filter((migration) => !names.has(migration.name)).map((migration) => migration.name);
      if (pending.length) return this.indicators.check('migrations').down({ pending });
      this.migrationsApplied = true;
    }
    return this.indicators.check('migrations').up();
  }

  private async redisCheck(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('redis');
    if (!this.redis) return check.up({ configured: false });
    try {
      await this.redis.ping();
      return check.up();
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  private up(key: string, isUp: boolean, downMessage: string): HealthIndicatorResult {
    return isUp ? this.indicators.check(key).up() : this.indicators.check(key).down({ message: downMessage });
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
  }
}
