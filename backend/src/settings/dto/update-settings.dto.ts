import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

export const API_RATE_LIMIT_MAX = 100_000;
const HOST_MAX = 253;
const USERNAME_MAX = 254;
const SMTP_PASSWORD_MAX = 512;

/** Absent is fine (another setting is being changed); null is validated like any other value, so it gets a message, not a 500. */
const IfSent = () => ValidateIf((_dto, value) => value !== undefined);

const Toggle = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean }),
    IfSent(),
    IsBoolean({ message: ({ property }) => `${property} must be true or false` }),
  );

/** A bounded text of the e-mail configuration; `required` only says it must be sent (it may be empty). */
const ConfigText = (max: number, required: boolean, example: string, description?: string) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ type: String, maxLength: max, example, description }),
    required ? IsDefined({ message: ({ property }) => `emailConfig.${property} is required` }) : IsOptional(),
    IsString({ message: ({ property }) => `emailConfig.${property} must be text` }),
    MaxLength(max, { message: ({ property }) => `emailConfig.${property} must be at most ${max} characters` }),
  );

/** The SMTP server mail goes through. */
export class EmailConfigDto {
  @ConfigText(HOST_MAX, true, 'smtp.example.com', 'Empty: send through the server set in the environment')
  @Matches(/^[A-Za-z0-9.:[\]-]*$/, { message: 'emailConfig.smtpServer must be a host name or an IP address' })
  smtpServer!: string;

  @ApiProperty({ type: Number, minimum: 1, maximum: 65535, example: 587 })
  @IsDefined({ message: 'emailConfig.smtpPort is required' })
  @IsInt({ message: 'emailConfig.smtpPort must be a whole number from 1 to 65535' })
  @Min(1, { message: 'emailConfig.smtpPort must be a whole number from 1 to 65535' })
  @Max(65535, { message: 'emailConfig.smtpPort must be a whole number from 1 to 65535' })
  smtpPort!: number;

  @ConfigText(USERNAME_MAX, false, 'mailer@example.com', 'Empty: no authentication')
  username?: string;

  @ConfigText(SMTP_PASSWORD_MAX, false, 'secret', 'Write-only; empty or absent keeps the stored password')
  password?: string;
}

/** Exactly one setting per call (the service rejects none or several). */
export class UpdateSettingsDto {
  @Toggle() emailNotifications?: boolean;
  @Toggle() demoRequestAlerts?: boolean;
  @Toggle() purchaseRequestAlerts?: boolean;
  @Toggle() weeklyReports?: boolean;
  @Toggle() twoFactorAuth?: boolean;
  @Toggle() sessionTimeout?: boolean;
  @Toggle() maintenanceMode?: boolean;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: API_RATE_LIMIT_MAX,
    example: 100,
    description: 'Requests per minute per user (per IP for visitors)',
  })
  @IfSent()
  @IsInt({ message: `apiRateLimit must be a whole number from 1 to ${API_RATE_LIMIT_MAX}` })
  @Min(1, { message: `apiRateLimit must be a whole number from 1 to ${API_RATE_LIMIT_MAX}` })
  @Max(API_RATE_LIMIT_MAX, { message: `apiRateLimit must be a whole number from 1 to ${API_RATE_LIMIT_MAX}` })
  apiRateLimit?: number;

  @ApiPropertyOptional({ type: EmailConfigDto })
  @IfSent()
  @IsObject({ message: 'emailConfig must be an object' })
  @ValidateNested()
  @Type(() => EmailConfigDto)
  emailConfig?: EmailConfigDto;
}
