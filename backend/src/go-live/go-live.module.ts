import { Module } from '@nestjs/common';
import { AdminGoLiveController } from './admin-go-live.controller';
import { GoLiveService } from './go-live.service';

/** The console's go-live checklist (above settings, mail and users, whose state it reads). */
@Module({
  controllers: [AdminGoLiveController],
  providers: [GoLiveService],
})
export class GoLiveModule {}
