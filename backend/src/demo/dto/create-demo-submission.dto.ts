import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import {
  BUDGET_OPTIONS,
  COMPANY_MAX,
  DEMO_INITIAL_STATUS,
  MEETING_TIME_OPTIONS,
  MESSAGES,
  NAME_MAX,
  optionValues,
  PROBLEM_AREA_OPTIONS,
  TEXT_MAX,
  type Budget,
  type MeetingTime,
  type Option,
  type ProblemArea,
} from '@voosh/shared';
import { OptionalText, RequiredEmail, RequiredText } from '../../common/validation/fields';
import { DEMO_MESSAGES } from '../demo.messages';

/** One of a select's values; '' (the form's "nothing selected") and null mean not given. */
const OptionOf = (label: string, options: readonly Option[]) => {
  const values = optionValues(options);
  return applyDecorators(
    ApiPropertyOptional({ type: String, enum: ['', ...values], nullable: true, description: `${label}; "" or null: not given` }),
    Transform(({ value }) => (value === '' ? null : value)),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsIn(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );
};

/** The demo-request form of the home and contact pages: name, e-mail and company required. */
export class CreateDemoSubmissionDto {
  @RequiredText({ max: NAME_MAX, requiredMessage: MESSAGES.demoRequiredText, example: 'Ada Lovelace' })
  name!: string;

  @RequiredEmail(MESSAGES.demoRequiredText)
  email!: string;

  @RequiredText({ max: COMPANY_MAX, requiredMessage: MESSAGES.demoRequiredText, example: 'Analytical Engines Ltd' })
  company!: string;

  @OptionOf('problemArea', PROBLEM_AREA_OPTIONS)
  problemArea?: ProblemArea | null;

  @OptionOf('budget', BUDGET_OPTIONS)
  budget?: Budget | null;

  @OptionOf('meetingTime', MEETING_TIME_OPTIONS)
  meetingTime?: MeetingTime | null;

  @OptionalText({ max: TEXT_MAX, example: 'Our onboarding is all spreadsheets.' })
  details?: string | null;

  @OptionalText({ max: TEXT_MAX, description: 'The storefront sends a copy of details; defaults to details' })
  message?: string | null;

  @ApiPropertyOptional({ enum: [DEMO_INITIAL_STATUS], description: 'Sent by the storefront; any other value is refused' })
  @IsOptional()
  @IsIn([DEMO_INITIAL_STATUS], { message: DEMO_MESSAGES.statusOnCreate })
  status?: typeof DEMO_INITIAL_STATUS;

  @OptionalText({
    max: TEXT_MAX,
    description:
      'Honeypot: hidden from people, so leave it out or empty. When filled, the answer is the same success shape but nothing is stored or e-mailed.',
  })
  website?: string | null;
}
