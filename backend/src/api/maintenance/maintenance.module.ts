import { Module } from '@nestjs/common';
import { CallersModule } from '../callers.module';
import { MaintenanceGate } from './maintenance-gate';

/** Maintenance mode: 503 for non-admin API calls while the admin setting is on (MaintenanceGate, a request hook). */
@Module({
  imports: [CallersModule],
  providers: [MaintenanceGate],
  exports: [MaintenanceGate],
})
export class MaintenanceModule {}
