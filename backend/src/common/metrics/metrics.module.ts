import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** Global: every feature counts into the one registry. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
