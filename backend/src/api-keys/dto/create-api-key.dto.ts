import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_RATE_LIMIT_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@voosh/shared';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import { CurrentPasswordDto } from '../../auth/dto/current-password.dto';
import { RequiredText } from '../../common/validation/fields';

/** A new key: its name, what it may do, and optionally until when and how fast; the admin's password again. */
export class CreateApiKeyDto extends CurrentPasswordDto {
  @RequiredText({ max: API_KEY_NAME_MAX, example: 'Accounting sync', description: 'Shown on the timelines the key writes to' })
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['requests:read', 'payments:read'] })
  @IsArray({ message: API_KEY_MESSAGES.scopesRequired })
  @ArrayNotEmpty({ message: API_KEY_MESSAGES.scopesRequired })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true, message: `scopes must be among ${API_KEY_SCOPES.join(', ')}` })
  scopes!: ApiKeyScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the key stops working (none: until revoked)',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expiresAt must be a date and time (ISO 8601)' })
  expiresAt?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: API_KEY_RATE_LIMIT_MAX, default: API_KEY_DEFAULT_RATE_LIMIT })
  @IsOptional()
  @IsInt({ message: 'rateLimitPerMinute must be a whole number' })
  @Min(1, { message: 'rateLimitPerMinute must be at least 1' })
  @Max(API_KEY_RATE_LIMIT_MAX, { message: `rateLimitPerMinute must be at most ${API_KEY_RATE_LIMIT_MAX}` })
  rateLimitPerMinute?: number;
}
