import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AuthModule } from '../auth/auth.module';
import { Callers } from './callers';

/** Who is calling (a session or an API key), for every part of the request pipeline. */
@Module({
  imports: [AuthModule, ApiKeysModule],
  providers: [Callers],
  exports: [Callers],
})
export class CallersModule {}
