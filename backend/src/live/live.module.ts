import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LiveController } from './live.controller';
import { LiveService } from './live.service';

/** The admin console's live feed (server-sent events); features publish to it with publishLiveEvent. */
@Module({
  imports: [AuthModule],
  controllers: [LiveController],
  providers: [LiveService],
})
export class LiveModule {}
