import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_MAX } from '@voosh/shared';
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
