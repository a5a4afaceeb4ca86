import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { isCommonPassword } from './common-passwords';
import { EMAIL_MAX, MESSAGES, PASSWORD_MAX, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@voosh/shared';

/**
 * Field decorators that validate, document (OpenAPI) and normalise in one place, with the
 * product's fixed texts. The pipe stops at the first error of each field and class-validator runs the
 * checks in the order applyDecorators registers them, so "is it there" comes first.
 */
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const lowercase = Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export interface TextOptions {
  max: number;
  /** The message when the field is missing or blank. */
  requiredMessage?: string;
  example?: string;
  description?: string;
}

export const RequiredText = ({ max, requiredMessage = MESSAGES.requiredFields, example, description }: TextOptions) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: max, example, description }),
    trim,
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(max, { message: ({ property }) => `${property} must be at most ${max} characters` }),
  );

export const OptionalText = ({ max, example, description }: Omit<TextOptions, 'requiredMessage'>) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, nullable: true, example, description }),
    trim,
    IsString({ message: ({ property }) => `${property} must be text` }),
    MaxLength(max, { message: ({ property }) => `${property} must be at most ${max} characters` }),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsOptional(),
  );

export const RequiredEmail = (requiredMessage: string = MESSAGES.requiredFields) =>
  applyDecorators(
    ApiProperty({ type: String, format: 'email', maxLength: EMAIL_MAX, example: 'owner@business.com' }),
    lowercase,
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    IsEmail({}, { message: MESSAGES.invalidEmail }),
    MaxLength(EMAIL_MAX, { message: MESSAGES.invalidEmail }),
  );

/** A new password: at least PASSWORD_MIN_LENGTH characters, not a common one (argon2 input bounded too). */
export const NewPassword = (requiredMessage: string = MESSAGES.requiredFields) =>
  applyDecorators(
    ApiProperty({ type: String, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX, format: 'password' }),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters long` }),
    MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort }),
    ValidateBy(
      { name: 'notCommonPassword', validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) } },
      { message: MESSAGES.passwordTooCommon },
    ),
  );

/** A password being checked (sign-in, current password): only bounded, never rule-checked. */
export const ExistingPassword = (requiredMessage: string = MESSAGES.requiredFields) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: PASSWORD_MAX, format: 'password' }),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(PASSWORD_MAX, { message: requiredMessage }),
  );

export const VerificationCode = () =>
  applyDecorators(
    ApiProperty({ type: String, pattern: `^\\d{${VERIFICATION_CODE_LENGTH}}$`, example: '123456' }),
    trim,
    IsString({ message: MESSAGES.invalidCode }),
    Matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { message: MESSAGES.invalidCode }),
  );
