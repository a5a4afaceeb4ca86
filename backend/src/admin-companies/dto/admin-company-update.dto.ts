import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { CompanySettingsDto } from '../../companies/dto/company-settings.dto';
import { PAYMENT_TERMS_DAYS } from '@voosh/shared';
import { IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';

export const TERMS_MESSAGE = `paymentTermsDays must be one of ${PAYMENT_TERMS_DAYS.join(', ')}, or null (the standard terms)`;

/** The payment terms the vendor gives a company; a field left out stays as it is. */
export class CompanyTermsDto {
  @ApiPropertyOptional({ type: Number, nullable: true, enum: PAYMENT_TERMS_DAYS, example: 30 })
  @IsOptional()
  @IsIn(PAYMENT_TERMS_DAYS, { message: TERMS_MESSAGE })
  paymentTermsDays?: number | null;

  @ApiPropertyOptional({ description: 'Whether the deposit follows the terms too (else it is due on receipt)' })
  @ValidateIf((body: CompanyTermsDto) => body.depositOnTerms !== undefined)
  @IsBoolean({ message: 'depositOnTerms must be true or false' })
  depositOnTerms?: boolean;
}

/** What the console changes of a company: its payment terms, and (acting for it) its rules; a field left out stays as it is. */
export class AdminCompanyUpdateDto extends IntersectionType(CompanyTermsDto, CompanySettingsDto) {}
