import { ApiProperty } from '@nestjs/swagger';
import {
  FOREIGN_BUYER_TREATMENTS,
  type ForeignBuyerTreatment,
  TAX_RATE_NAME_MAX,
  TAX_RATES_MAX,
  TAX_REGION_MAX,
  type TaxRateSetting,
  type TaxSettings,
} from '@voosh/shared';

/** One rate: a place (a country, or a region of it) and the percentage it takes from a day on. */
export class TaxRateSettingDto implements TaxRateSetting {
  @ApiProperty({ example: 'JM', description: 'ISO 3166-1 alpha-2 code of the buyer’s country' }) country!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: TAX_REGION_MAX,
    example: null,
    description: 'A region with a rate of its own; null for the whole country',
  })
  region!: string | null;
  @ApiProperty({ maxLength: TAX_RATE_NAME_MAX, example: 'GCT', description: 'As printed on documents' }) name!: string;
  @ApiProperty({ example: '15', description: 'A percentage from 0 to 100, at most 3 decimals, as text' }) percent!: string;
  @ApiProperty({ format: 'date', example: '2026-01-01', description: 'The first day (UTC) it applies' }) effectiveFrom!: string;
}

/**
 * The tax settings, sent and answered whole. Checked by `taxSettingsProblem` (libs/shared), whose
 * 400 names the field: a country that is not an ISO 3166 code, a percentage outside 0–100 or with
 * more than 3 decimals, two rates for one place and date.
 */
export class TaxSettingsDto implements TaxSettings {
  @ApiProperty({ example: 'JM', description: 'Where the vendor is registered: buyers elsewhere are abroad' }) vendorCountry!: string;
  @ApiProperty({ description: 'Catalogue prices are entered with tax in them (false: tax is added on top)' }) pricesIncludeTax!: boolean;
  @ApiProperty({ type: [TaxRateSettingDto], maxItems: TAX_RATES_MAX }) rates!: TaxRateSettingDto[];
  @ApiProperty({
    type: [String],
    example: ['DE', 'FR'],
    description: 'Countries whose business buyers (with a tax ID) are reverse-charged',
  })
  reverseChargeCountries!: string[];
  @ApiProperty({
    enum: FOREIGN_BUYER_TREATMENTS,
    description: 'Other buyers abroad: charged, zero-rated, or reverse-charged when businesses',
  })
  foreignBuyers!: ForeignBuyerTreatment;
}
