import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ACCOUNT_NUMBER_PATTERN,
  API_RATE_LIMIT_MAX,
  DEFAULT_ERASED_RECORDS_RETENTION_YEARS,
  RETENTION_YEARS_MAX,
  RETENTION_YEARS_MIN,
  BANK_DETAILS_MAX,
  BANK_DETAILS_REQUIRED,
  API_RATE_LIMIT_MIN,
  COMPANY_DETAILS_MAX,
  SMTP_HOST_MAX,
  SMTP_PASSWORD_MAX,
  SMTP_PORT_MAX,
  SMTP_USERNAME_MAX,
  SWIFT_PATTERN,
  DEFAULT_WEBHOOK_RETENTION_DAYS,
  WEBHOOK_RETENTION_DAYS_MAX,
  WEBHOOK_RETENTION_DAYS_MIN,
  taxSettingsProblem,
} from '@voosh/shared';
import { TaxSettingsDto } from './tax-settings.dto';

const PORT_MESSAGE = `emailConfig.smtpPort must be a whole number from 1 to ${SMTP_PORT_MAX}`;
const RETENTION_MESSAGE = `erasedRecordsRetentionYears must be a whole number of years from ${RETENTION_YEARS_MIN} to ${RETENTION_YEARS_MAX}`;
const WEBHOOK_RETENTION_MESSAGE = `webhookRetentionDays must be a whole number of days from ${WEBHOOK_RETENTION_DAYS_MIN} to ${WEBHOOK_RETENTION_DAYS_MAX}`;
const RATE_LIMIT_MESSAGE = `apiRateLimit must be a whole number from ${API_RATE_LIMIT_MIN} to ${API_RATE_LIMIT_MAX}`;

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
  @ConfigText(SMTP_HOST_MAX, true, 'smtp.example.com', 'Empty: send through the server set in the environment')
  @Matches(/^[A-Za-z0-9.:[\]-]*$/, { message: 'emailConfig.smtpServer must be a host name or an IP address' })
  smtpServer!: string;

  @ApiProperty({ type: Number, minimum: 1, maximum: SMTP_PORT_MAX, example: 587 })
  @IsDefined({ message: 'emailConfig.smtpPort is required' })
  @IsInt({ message: PORT_MESSAGE })
  @Min(1, { message: PORT_MESSAGE })
  @Max(SMTP_PORT_MAX, { message: PORT_MESSAGE })
  smtpPort!: number;

  @ConfigText(SMTP_USERNAME_MAX, false, 'mailer@example.com', 'Empty: no authentication')
  username?: string;

  @ConfigText(SMTP_PASSWORD_MAX, false, 'secret', 'Write-only; empty or absent keeps the stored password')
  password?: string;
}

/** A text of the company details: sent always, at most `max` characters, and not empty when `required`. */
const CompanyText = (field: keyof typeof COMPANY_DETAILS_MAX, required: boolean, example: string, description?: string) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: COMPANY_DETAILS_MAX[field], minLength: required ? 1 : 0, example, description }),
    IsDefined({ message: `companyDetails.${field} is required` }),
    IsString({ message: `companyDetails.${field} must be text` }),
    MaxLength(COMPANY_DETAILS_MAX[field], { message: `companyDetails.${field} must be at most ${COMPANY_DETAILS_MAX[field]} characters` }),
    ...(required ? [Matches(/\S/, { message: `companyDetails.${field} must not be empty` })] : []),
  );

/** The vendor as documents name it: every field is sent (empty ones print nothing). */
export class CompanyDetailsDto {
  @CompanyText('name', true, 'VOOSH Ltd') name!: string;
  @CompanyText('address', false, '1 Knutsford Blvd\nKingston 5, Jamaica', 'Lines separated by newlines') address!: string;
  @CompanyText('email', false, 'billing@voosh.com')
  @ValidateIf((_dto, value) => value !== '')
  @IsEmail({}, { message: 'companyDetails.email must be an e-mail address' })
  email!: string;
  @CompanyText('phone', false, '+1 (876) 555-0100') phone!: string;
  @CompanyText('taxId', false, '123-456-789', 'Tax registration number; empty prints none') taxId!: string;
}

/** A text of the bank details: sent always (empty clears it), at most its maximum. */
const BankText = (field: keyof typeof BANK_DETAILS_MAX, example: string, description?: string) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: BANK_DETAILS_MAX[field], example, description }),
    IsDefined({ message: `bankDetails.${field} is required (empty when none)` }),
    IsString({ message: `bankDetails.${field} must be text` }),
    MaxLength(BANK_DETAILS_MAX[field], { message: `bankDetails.${field} must be at most ${BANK_DETAILS_MAX[field]} characters` }),
  );

/** Blank, or matching `pattern` (blank clears the field); other types are left to IsString. */
const BlankOr = (pattern: RegExp, message: string) =>
  ValidateBy({
    name: 'blankOr',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value.trim() === '' || pattern.test(value.trim()),
      defaultMessage: () => message,
    },
  });

/** A field a transfer cannot be made without: needed as soon as any of the three is given (all blank clears the details). */
const NeededWithTheOthers = (field: (typeof BANK_DETAILS_REQUIRED)[number]) =>
  ValidateBy({
    name: 'neededWithTheOthers',
    validator: {
      validate: (value: unknown, args) => {
        const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
        const details = args?.object as Record<string, unknown>;
        return typeof value !== 'string' || filled(value) || !BANK_DETAILS_REQUIRED.some((other) => filled(details[other]));
      },
      defaultMessage: () => `bankDetails.${field} is needed with the bank, account name and account number`,
    },
  });

/** The vendor's bank account, printed on invoices and the transfer page. */
export class BankDetailsDto {
  @BankText('bank', 'National Commercial Bank') @NeededWithTheOthers('bank') bank!: string;
  @BankText('accountName', 'VOOSH Ltd') @NeededWithTheOthers('accountName') accountName!: string;
  @BankText('accountNumber', '0123456789', 'Account number or IBAN')
  @NeededWithTheOthers('accountNumber')
  @BlankOr(ACCOUNT_NUMBER_PATTERN, 'bankDetails.accountNumber may hold only letters, digits, spaces and dashes')
  accountNumber!: string;
  @BankText('swift', 'JNCBJMKX', 'SWIFT/BIC, 8 or 11 characters; empty prints none')
  @BlankOr(SWIFT_PATTERN, 'bankDetails.swift must be a SWIFT/BIC code of 8 or 11 capital letters and digits, e.g. JNCBJMKX')
  swift!: string;
  @BankText('routing', '', 'Routing number or sort code; empty prints none') routing!: string;
  @BankText('instructions', 'Use the invoice number as the reference', 'Printed under the details') instructions!: string;
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
    minimum: API_RATE_LIMIT_MIN,
    maximum: API_RATE_LIMIT_MAX,
    example: 100,
    description: 'Requests per minute per user (per IP for visitors)',
  })
  @IfSent()
  @IsInt({ message: RATE_LIMIT_MESSAGE })
  @Min(API_RATE_LIMIT_MIN, { message: RATE_LIMIT_MESSAGE })
  @Max(API_RATE_LIMIT_MAX, { message: RATE_LIMIT_MESSAGE })
  apiRateLimit?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: RETENTION_YEARS_MIN,
    maximum: RETENTION_YEARS_MAX,
    example: DEFAULT_ERASED_RECORDS_RETENTION_YEARS,
    description: 'Years the kept records of an erased account stay before they are deleted',
  })
  @IfSent()
  @IsInt({ message: RETENTION_MESSAGE })
  @Min(RETENTION_YEARS_MIN, { message: RETENTION_MESSAGE })
  @Max(RETENTION_YEARS_MAX, { message: RETENTION_MESSAGE })
  erasedRecordsRetentionYears?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: WEBHOOK_RETENTION_DAYS_MIN,
    maximum: WEBHOOK_RETENTION_DAYS_MAX,
    example: DEFAULT_WEBHOOK_RETENTION_DAYS,
    description: 'Days webhook messages and their deliveries are kept before they are deleted',
  })
  @IfSent()
  @IsInt({ message: WEBHOOK_RETENTION_MESSAGE })
  @Min(WEBHOOK_RETENTION_DAYS_MIN, { message: WEBHOOK_RETENTION_MESSAGE })
  @Max(WEBHOOK_RETENTION_DAYS_MAX, { message: WEBHOOK_RETENTION_MESSAGE })
  webhookRetentionDays?: number;

  @ApiPropertyOptional({ type: EmailConfigDto })
  @IfSent()
  @IsObject({ message: 'emailConfig must be an object' })
  @ValidateNested()
  @Type(() => EmailConfigDto)
  emailConfig?: EmailConfigDto;

  @ApiPropertyOptional({ type: CompanyDetailsDto, description: 'Printed on documents issued from now on' })
  @IfSent()
  @IsObject({ message: 'companyDetails must be an object' })
  @ValidateNested()
  @Type(() => CompanyDetailsDto)
  companyDetails?: CompanyDetailsDto;

  @ApiPropertyOptional({ type: BankDetailsDto, description: 'Printed on invoices issued from now on and shown on the transfer page' })
  @IfSent()
  @IsObject({ message: 'bankDetails must be an object' })
  @ValidateNested()
  @Type(() => BankDetailsDto)
  bankDetails?: BankDetailsDto;

  @ApiPropertyOptional({ type: TaxSettingsDto, description: 'Whole; applies to documents and payments from now on, never to those issued' })
  @IfSent()
  @ValidateBy(
    { name: 'taxSettings', validator: { validate: (value: unknown) => taxSettingsProblem(value) === null } },
    {
      message: ({ value }) => taxSettingsProblem(value) ?? 'taxSettings is invalid',
    },
  )
  taxSettings?: TaxSettingsDto;
}
