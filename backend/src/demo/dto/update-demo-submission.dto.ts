import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { DEMO_ADMIN_STATUSES, TEXT_MAX, type DemoAdminStatus } from '@voosh/shared';
import { OptionalText } from '../../common/validation/fields';

/** An admin's follow-up: a new status (any order) and/or notes; null or "" clears the notes. */
export class UpdateDemoSubmissionDto {
  @ApiPropertyOptional({ enum: DEMO_ADMIN_STATUSES })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(DEMO_ADMIN_STATUSES, { message: `status must be one of ${DEMO_ADMIN_STATUSES.join(', ')}` })
  status?: DemoAdminStatus;

  @OptionalText({ max: TEXT_MAX, example: 'Called on Monday; wants a follow-up in two weeks.' })
  adminNotes?: string | null;
}
