import { ApiPropertyOptional } from '@nestjs/swagger';
import { APPROVAL_MESSAGES, APPROVAL_THRESHOLD_MAX_CENTS } from '@voosh/shared';
import { IsBoolean, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';

/** The company's own rules for its requests; a field left out stays as it is. */
export class CompanySettingsDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: APPROVAL_THRESHOLD_MAX_CENTS,
    example: 500000,
    description: 'A request whose amount due (cents, tax included) is above it waits for an approver; null: none does',
  })
  @IsOptional()
  @IsInt({ message: APPROVAL_MESSAGES.thresholdInvalid })
  @Min(0, { message: APPROVAL_MESSAGES.thresholdInvalid })
  @Max(APPROVAL_THRESHOLD_MAX_CENTS, { message: APPROVAL_MESSAGES.thresholdInvalid })
  approvalThresholdCents?: number | null;

  @ApiPropertyOptional({ description: "Whether every request must carry the buyer's purchase-order number" })
  @ValidateIf((body: CompanySettingsDto) => body.poNumberRequired !== undefined)
  @IsBoolean({ message: 'poNumberRequired must be true or false' })
  poNumberRequired?: boolean;
}
