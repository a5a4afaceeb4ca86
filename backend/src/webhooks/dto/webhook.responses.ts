import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '@voosh/shared';

export class WebhookEndpointResponse {
  @ApiProperty() id!: number;
  @ApiProperty() url!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) eventTypes!: WebhookEventType[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['gone', 'failing'], description: 'Why it was disabled by the app' })
  disabledReason!: 'gone' | 'failing' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Since when its deliveries fail' })
  failingSince!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when the secret before the last rotation still signs',
  })
  previousSecretUntil!: string | null;
  @ApiProperty({ type: String, nullable: true }) createdBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/** An endpoint just made, or its secret just rotated: the one answer that carries the secret. */
export class WebhookEndpointWithSecretResponse extends WebhookEndpointResponse {
  @ApiProperty({ example: 'whsec_…', description: 'The signing secret, shown this once' }) secret!: string;
}

export class WebhookDeliveryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'msg_…', description: 'The `webhook-id` header' }) messageId!: string;
  @ApiProperty({ example: 'payment.succeeded' }) eventType!: string;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES }) status!: WebhookDeliveryStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The start of the endpoint's last answer" }) lastResponse!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt got no answer' }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it is tried next (retrying)' })
  nextAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class WebhookReplayResponse {
  @ApiProperty({ description: 'How many failed deliveries were sent again' }) replayed!: number;
}
