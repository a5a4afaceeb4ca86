import { Module } from '@nestjs/common';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxWorker } from './outbox.worker';

@Module({
  providers: [MailTransport, OutboxWorker, MailService],
  exports: [MailService],
})
export class MailModule {}
