import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX, type WebhookEventType } from '@voosh/shared';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsISO8601, IsOptional } from 'class-validator';
import { CurrentPasswordDto } from '../../auth/dto/current-password.dto';
import { OptionalText, RequiredText } from '../../common/validation/fields';

/** A new endpoint: where, which events, and the admin's password again (it gets a signing secret). */
export class CreateWebhookEndpointDto extends CurrentPasswordDto {
  @RequiredText({
    max: WEBHOOK_URL_MAX,
    example: 'https://crm.example.com/hooks/voosh',
    description: 'https:// (http://localhost outside production)',
  })
  url!: string;

  @OptionalText({ max: WEBHOOK_DESCRIPTION_MAX, example: 'CRM sync' })
  description?: string | null;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @IsArray({ message: WEBHOOK_MESSAGES.eventTypesRequired })
  @ArrayNotEmpty({ message: WEBHOOK_MESSAGES.eventTypesRequired })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `eventTypes must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  eventTypes!: WebhookEventType[];
}

/**
 * A change of an endpoint: its address, description, events, or whether it receives (enabling
 * clears a disabled state). A new address or new events need the admin's password again
 * (`currentPassword`), as registering does: they decide where signed deliveries go.
 */
export class UpdateWebhookEndpointDto extends PartialType(
  PickType(CreateWebhookEndpointDto, ['url', 'description', 'eventTypes', 'currentPassword'] as const),
) {
  @ApiPropertyOptional({ description: 'false stops deliveries; true starts them again (replay what failed meanwhile)' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

/** Replays the endpoint's failed deliveries made since a time. */
export class ReplayWebhookDeliveriesDto {
  @ApiProperty({ type: String, format: 'date-time' })
  @IsISO8601({ strict: true }, { message: 'since must be a date and time (ISO 8601)' })
  since!: string;
}
