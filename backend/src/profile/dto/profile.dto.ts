import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_MAX, TAX_IDENTITY_MAX } from '@voosh/shared';
import { OptionalText } from '../../common/validation/fields';

/** The seven profile fields (bounds: PROFILE_MAX in libs/shared, also the columns of `users`). */
export type ProfileField = keyof typeof PROFILE_MAX;
export const PROFILE_FIELDS = Object.keys(PROFILE_MAX) as ProfileField[];

/** A customer's Profile: seven free-text fields, none required. */
export class ProfileResponse {
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) industry!: string | null;
  @ApiProperty({ type: String, nullable: true }) companySize!: string | null;
  @ApiProperty({ type: String, nullable: true }) currentTools!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'JM',
    description: 'Where the customer is billed (ISO 3166 code); it decides the tax',
  })
  billingCountry!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A region of the billing country with a tax rate of its own' })
  billingRegion!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '123456789', description: "A business's tax ID in its country's format" })
  taxId!: string | null;
  @ApiProperty({ description: 'Whether staff exempted the account from tax' }) taxExempt!: boolean;
}

/** PUT body: a field left out stays as it is; null or "" clears it. */
export class UpdateProfileDto {
  @OptionalText({ max: PROFILE_MAX.firstName, example: 'Ada' }) firstName?: string | null;
  @OptionalText({ max: PROFILE_MAX.lastName, example: 'Lovelace' }) lastName?: string | null;
  @OptionalText({ max: PROFILE_MAX.company, example: 'Analytical Engines Ltd' }) company?: string | null;
  @OptionalText({ max: PROFILE_MAX.phone, example: '+1 876 555 0100' }) phone?: string | null;
  @OptionalText({ max: PROFILE_MAX.industry, example: 'Manufacturing' }) industry?: string | null;
  @OptionalText({ max: PROFILE_MAX.companySize, example: '11-50' }) companySize?: string | null;
  @OptionalText({ max: PROFILE_MAX.currentTools, example: 'Spreadsheets, e-mail' }) currentTools?: string | null;
}

/**
 * PUT /api/profile/billing: where the customer is billed and, for a business, its tax ID. A field
 * left out stays; null or "" clears it. The tax ID is checked against the billing country's format.
 */
export class UpdateBillingDto {
  @OptionalText({ max: 2, example: 'JM', description: 'ISO 3166 code, two capitals' }) billingCountry?: string | null;
  @OptionalText({ max: TAX_IDENTITY_MAX.billingRegion, example: 'NY' }) billingRegion?: string | null;
  @OptionalText({ max: TAX_IDENTITY_MAX.taxId, example: '123456789', description: "Jamaica's TRN, a UK or EU VAT number, a US EIN, ..." })
  taxId?: string | null;
}
