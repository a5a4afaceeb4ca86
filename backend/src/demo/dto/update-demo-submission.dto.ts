import { ApiPropertyOptional } from '@nestjs/swagger';
import { editableFields } from '../../common/validation/editable-fields';
import { IsIn, ValidateIf } from 'class-validator';
import { DEMO_ADMIN_STATUSES, DEMO_STATUSES, TEXT_MAX, type DemoStatus } from '@voosh/shared';
import { ReadOnlyEchoes } from '../../common/http/representation';
import { OptionalText } from '../../common/validation/fields';
import { DEMO_MESSAGES } from '../demo.messages';

/** What a PUT may echo from the GET answer, unchanged (see ReadOnlyEchoes). */
export const DEMO_READ_ONLY = [
  'id',
  'name',
  'email',
  'company',
  'problemArea',
  'budget',
  'meetingTime',
  'details',
  'message',
  'createdAt',
  'updatedAt',
] as const;

/**
 * An admin's follow-up: a new status (contacted, qualified or converted, any order) and/or notes;
 * null or "" clears the notes. The whole record as GET answers it is accepted too: its read-only
 * fields and an unchanged status (pending included) change nothing.
 */
@ReadOnlyEchoes(DEMO_READ_ONLY, { changing: ['updatedAt'] })
export class UpdateDemoSubmissionDto {
  @ApiPropertyOptional({
    enum: DEMO_STATUSES,
    description: `Set to ${DEMO_ADMIN_STATUSES.join(', ')}; the current status is accepted unchanged`,
  })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(DEMO_STATUSES, { message: DEMO_MESSAGES.statusNotSettable })
  status?: DemoStatus;

  @OptionalText({ max: TEXT_MAX, example: 'Called on Monday; wants a follow-up in two weeks.' })
  adminNotes?: string | null;
}

export const DEMO_EDITABLE_FIELDS = editableFields<UpdateDemoSubmissionDto>()('status', 'adminNotes');
