import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LiveController } from './live.controller';
import { LiveEventPublisher } from './live-event-publisher';
import { LiveService } from './live.service';

/** The admin console's live feed (server-sent events) of the business events it follows. */
@Module({
  imports: [AuthModule],
  controllers: [LiveController],
  providers: [LiveService, LiveEventPublisher],
})
export class LiveModule {}
