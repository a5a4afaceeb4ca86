import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuthModule } from '../../auth/auth.module';
import { SessionsService } from '../../auth/sessions.service';
import { TokenService } from '../../auth/token.service';
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
      imports: [AuthModule],
      inject: [APP_CONFIG, SettingsService, TokenService, SessionsService],
      useFactory: (config: AppConfig, settings: SettingsService, tokens: TokenService, sessions: SessionsService) =>
        apiThrottlers(
          config,
          settings,
          { tokens, sessions },
          config.redisUrl ? new RedisThrottlerStorage(config.redisUrl, config.redisKeyPrefix) : new MemoryThrottlerStorage(),
        ),
    }),
  ],
})
export class RateLimitModule {}
