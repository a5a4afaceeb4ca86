import { Inject, MiddlewareConsumer, Module, NestModule, OnApplicationShutdown, RequestMethod } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RateLimitMiddleware } from './rate-limit.middleware';
import { RateLimiter } from './rate-limiter';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, RedisRateLimitStore, type RateLimitStore } from './rate-limit.store';

/** The live per-user API rate limit; counts in Redis when REDIS_URL is set, else in memory. */
@Module({
  imports: [AuthModule],
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RateLimitStore =>
        config.redisUrl ? new RedisRateLimitStore(config.redisUrl, config.redisKeyPrefix) : new MemoryRateLimitStore(),
    },
    RateLimiter,
    RateLimitMiddleware,
  ],
})
export class RateLimitModule implements NestModule, OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RateLimitMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
