import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APPROVAL_DECISIONS, APPROVAL_MESSAGES, APPROVAL_NOTE_MAX, type ApprovalDecision } from '@voosh/shared';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** An approver's decision on a request of their company, with why. */
export class ApprovalDecisionDto {
  @ApiProperty({ enum: APPROVAL_DECISIONS, example: 'approve' })
  @IsIn(APPROVAL_DECISIONS, { message: APPROVAL_MESSAGES.decisionInvalid })
  decision!: ApprovalDecision;

  @ApiPropertyOptional({ maxLength: APPROVAL_NOTE_MAX, example: 'Within this quarter’s budget' })
  @IsOptional()
  @IsString({ message: APPROVAL_MESSAGES.noteTooLong })
  @MaxLength(APPROVAL_NOTE_MAX, { message: APPROVAL_MESSAGES.noteTooLong })
  note?: string;
}
