import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AuthGuard } from './auth.guard';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/**
 * The request pipeline in front of every feature, in this order: count the call against the rate
 * limit, refuse it during maintenance, then the global AuthGuard (session, role, @Public).
 * It stands above auth, users and settings, and no feature imports it back.
 */
@Module({
  imports: [RateLimitModule, MaintenanceModule, AuthModule, UsersModule],
  providers: [{ provide: APP_GUARD, useClass: AuthGuard }],
})
export class ApiModule {}
