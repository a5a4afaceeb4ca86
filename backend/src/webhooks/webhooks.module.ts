import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { WebhookDeliverer } from './webhook-deliverer.service';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookEvents } from './webhook-events.service';
import { WebhookPublisher } from './webhook-publisher.service';
import { WebhookRetention } from './webhook-retention.service';

/** Outgoing webhooks: business events told to integrators' endpoints, signed, queued and retried. */
@Module({
  imports: [AuthModule, AuditModule, MailModule, PurchaseRequestsModule],
  controllers: [AdminWebhooksController],
  providers: [WebhookPublisher, WebhookEvents, WebhookDeliverer, WebhookEndpointsService, WebhookRetention],
})
export class WebhooksModule {}
