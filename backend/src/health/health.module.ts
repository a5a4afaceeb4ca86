import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

/** Liveness and readiness for probes (`@nestjs/terminus`), and the original health answer. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [ReadinessChecks],
})
export class HealthModule {}
