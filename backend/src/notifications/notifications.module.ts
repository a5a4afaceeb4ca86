import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsService } from './notifications.service';
import { WeeklyReportService } from './weekly-report.service';

@Global()
@Module({
  imports: [MailModule],
  providers: [NotificationsService, WeeklyReportService],
  exports: [NotificationsService, WeeklyReportService],
})
export class NotificationsModule {}
