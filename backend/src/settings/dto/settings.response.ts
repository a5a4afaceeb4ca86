import { ApiProperty } from '@nestjs/swagger';
import { TaxSettingsDto } from './tax-settings.dto';

/** The e-mail configuration as answered: the password itself never leaves the server. */
export class EmailConfigResponse {
  @ApiProperty({ example: 'smtp.example.com' }) smtpServer!: string;
  @ApiProperty({ example: 587 }) smtpPort!: number;
  @ApiProperty({ example: 'mailer@example.com' }) username!: string;
  @ApiProperty({ description: 'Whether a password is stored (it is write-only)' }) passwordSet!: boolean;
}

export class CompanyDetailsResponse {
  @ApiProperty({ example: 'VOOSH Ltd' }) name!: string;
  @ApiProperty({ example: '1 Knutsford Blvd\nKingston 5, Jamaica' }) address!: string;
  @ApiProperty({ example: 'billing@voosh.com' }) email!: string;
  @ApiProperty({ example: '+1 (876) 555-0100' }) phone!: string;
  @ApiProperty({ example: '123-456-789' }) taxId!: string;
}

export class BankDetailsResponse {
  @ApiProperty({ example: 'National Commercial Bank' }) bank!: string;
  @ApiProperty({ example: 'VOOSH Ltd' }) accountName!: string;
  @ApiProperty({ example: '0123456789', description: 'Account number or IBAN' }) accountNumber!: string;
  @ApiProperty({ example: 'JNCBJMKX', description: 'SWIFT/BIC; empty when none' }) swift!: string;
  @ApiProperty({ example: '', description: 'Routing number or sort code; empty when none' }) routing!: string;
  @ApiProperty({ example: 'Use the invoice number as the reference' }) instructions!: string;
}

export class SettingsResponse {
  @ApiProperty() emailNotifications!: boolean;
  @ApiProperty() demoRequestAlerts!: boolean;
  @ApiProperty() purchaseRequestAlerts!: boolean;
  @ApiProperty() weeklyReports!: boolean;
  @ApiProperty() twoFactorAuth!: boolean;
  @ApiProperty({ description: 'On: sessions last 8 hours; off: 30 days' }) sessionTimeout!: boolean;
  @ApiProperty() maintenanceMode!: boolean;
  @ApiProperty({ example: 100, description: 'Requests per minute per user (per IP for visitors)' }) apiRateLimit!: number;
  @ApiProperty({ example: 6, description: 'Years the kept records of an erased account stay before they are deleted' })
  erasedRecordsRetentionYears!: number;
  @ApiProperty({ example: 90, description: 'Days webhook messages and their deliveries are kept before they are deleted' })
  webhookRetentionDays!: number;
  @ApiProperty({ type: EmailConfigResponse }) emailConfig!: EmailConfigResponse;
  @ApiProperty({ type: CompanyDetailsResponse, description: "The vendor's details printed on documents" })
  companyDetails!: CompanyDetailsResponse;
  @ApiProperty({ type: BankDetailsResponse, description: 'Where customers send bank transfers; all empty when not set' })
  bankDetails!: BankDetailsResponse;
  @ApiProperty({ type: TaxSettingsDto, description: 'Rates and treatments every document and payment is taxed by from now on' })
  taxSettings!: TaxSettingsDto;
}

/** What the storefront needs before anyone signs in; nothing secret. */
export class PublicSettingsResponse {
  @ApiProperty({ description: 'When on, non-admin calls answer 503 and the storefront shows a maintenance page' })
  maintenanceMode!: boolean;

  @ApiProperty({ description: 'Whether "Continue with Google" is offered: the app is configured with a Google client' })
  googleSignIn!: boolean;

  @ApiProperty({ example: 6, description: 'Years the kept records of an erased account stay (the Privacy Policy states it)' })
  erasedRecordsRetentionYears!: number;

  @ApiProperty({ example: 90, description: 'Days webhook messages and their deliveries are kept (the Privacy Policy states it)' })
  webhookRetentionDays!: number;

  @ApiProperty({ description: 'Whether the vendor has set any tax rate (prices then say whether they include tax)' })
  taxCharged!: boolean;

  @ApiProperty({ description: 'Whether catalogue prices include tax' })
  pricesIncludeTax!: boolean;
}
