import { Module } from '@nestjs/common';
import { AdminTestEmailController } from './admin-test-email.controller';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxWorker } from './outbox.worker';
import { TestEmailService } from './test-email.service';

@Module({
  controllers: [AdminTestEmailController],
  providers: [MailTransport, OutboxWorker, MailService, TestEmailService],
  exports: [MailService],
})
export class MailModule {}
