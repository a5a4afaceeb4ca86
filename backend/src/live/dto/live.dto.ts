import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIVE_EVENT_TYPES, LIVE_TICKET_SECONDS, type LiveEventType } from '@voosh/shared';

export class LiveTicketResponse {
  @ApiProperty({ description: 'Pass as ?ticket= to GET /api/admin/live/stream' }) ticket!: string;
  @ApiProperty({ example: LIVE_TICKET_SECONDS }) expiresInSeconds!: number;
}

export class LiveStreamQueryDto {
  @ApiProperty({ description: 'A ticket from POST /api/admin/live/ticket (EventSource cannot send a bearer token)' })
  @IsString({ message: 'ticket is required' })
  @IsNotEmpty({ message: 'ticket is required' })
  @MaxLength(2000, { message: 'ticket must be at most 2000 characters' })
  ticket!: string;
}

/** The data of one server-sent event of type `message`. */
export class LiveEventResponse {
  @ApiProperty({ enum: LIVE_EVENT_TYPES }) type!: LiveEventType;
  @ApiProperty({ description: 'The new object’s id' }) id!: number;
  @ApiProperty({ example: 'Ada Lovelace', description: 'Who it is from' }) label!: string;
}
