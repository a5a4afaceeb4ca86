import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminSettingsController } from './admin-settings.controller';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/** Global: the guard, rate limiter, mail and notifications all read the live settings. */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [AdminSettingsController, SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
