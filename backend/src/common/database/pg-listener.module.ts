import { Global, Module } from '@nestjs/common';
import { PgListener } from './pg-listener';

/** The instance's one LISTEN connection, for every feature that follows database notifications. */
@Global()
@Module({ providers: [PgListener], exports: [PgListener] })
export class PgListenerModule {}
