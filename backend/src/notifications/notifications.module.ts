import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsService } from './notifications.service';
import { WeeklyReportService } from './weekly-report.service';

/** Listens to the business events and the weekly schedule; no feature imports it. */
@Module({
  imports: [MailModule],
  providers: [NotificationsService, WeeklyReportService],
})
export class NotificationsModule {}
