import { Global, Module } from '@nestjs/common';
import { SettingsService } from './settings.service';

/** Global: the guard, rate limiter, mail and notifications all read the live settings. */
@Global()
@Module({
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
