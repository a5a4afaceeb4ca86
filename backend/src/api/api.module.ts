import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { CallersModule } from './callers.module';
import { CallerGuard } from './sign-in/caller.guard';
import { ApiKeyStrategy } from './sign-in/api-key.strategy';
import { SessionStrategy } from './sign-in/session.strategy';
import { ApiKeyGuard, SessionGuard } from './sign-in/strategy-guards';
import { ApiThrottlerGuard } from './rate-limit/api-throttler.guard';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/**
 * The request pipeline in front of every feature, in this order: refuse the call during
 * maintenance (MaintenanceGate, a request hook), count it against the rate limits (ApiThrottlerGuard), then the
 * CallerGuard (@Public, else passport's session or API-key strategy, then the role). Global guards run in the order they are provided here.
 * It stands above auth, users and settings, and no feature imports it back.
 */
@Module({
  imports: [RateLimitModule, MaintenanceModule, CallersModule, AuthModule],
  providers: [
    { provide: APP_GUARD, useClass: ApiThrottlerGuard },
    { provide: APP_GUARD, useClass: CallerGuard },
    SessionStrategy,
    ApiKeyStrategy,
    SessionGuard,
    ApiKeyGuard,
  ],
})
export class ApiModule {}
