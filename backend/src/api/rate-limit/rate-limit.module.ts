import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { Callers } from '../callers';
import { CallersModule } from '../callers.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import { apiThrottlers } from './api-throttlers';
import { MemoryThrottlerStorage, RedisThrottlerStorage } from './throttler-storages';

/**
 * The rate limits on @nestjs/throttler (ApiThrottlerGuard is registered by ApiModule, in order);
 * counts in Redis when REDIS_URL is set, shared by every instance, else in memory.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [CallersModule],
      inject: [APP_CONFIG, SettingsService, Callers],
      useFactory: (config: AppConfig, settings: SettingsService, callers: Callers) =>
        apiThrottlers(
          config,
          settings,
          callers,
          config.redisUrl ? new RedisThrottlerStorage(config.redisUrl, config.redisKeyPrefix) : new MemoryThrottlerStorage(),
        ),
    }),
  ],
})
export class RateLimitModule {}
