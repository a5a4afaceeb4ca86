import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PRODUCT_PRICE_MAX_CENTS } from '@voosh/shared';
import { CATALOG_ADMIN_MESSAGES } from '../catalog-admin.messages';

/**
 * Field decorators of the catalogue-admin bodies. `optional` fields (the partial PUT) may be
 * left out but never sent as null, so a column that must hold a value can't be nulled.
 */
export interface FieldOptions {
  optional?: boolean;
  description?: string;
  example?: unknown;
}

export const MAX_POSITION = 1_000_000;

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimEach = Transform(({ value }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value,
);

const documented = (optional: boolean | undefined, options: Record<string, unknown>) =>
  optional ? ApiPropertyOptional(options) : ApiProperty(options);

/** Present (when optional: present and not undefined) -> validated; `null` then fails the type check. */
const whenGiven = (optional: boolean | undefined) => (optional ? [ValidateIf((_object, value) => value !== undefined)] : []);

export const Text = ({
  label,
  max,
  pattern,
  patternMessage,
  optional,
  description,
  example,
}: FieldOptions & { label: string; max: number; pattern?: RegExp; patternMessage?: string }) =>
  applyDecorators(
    documented(optional, { type: String, maxLength: max, pattern: pattern?.source, description, example }),
    trim,
    ...whenGiven(optional),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    ...(pattern ? [Matches(pattern, { message: patternMessage ?? `${label} is not valid` })] : []),
  );

/** Integer US cents in [0, PRODUCT_PRICE_MAX_CENTS], or null for "Quote Required". */
export const CentsOrNull = ({ optional, description, example }: FieldOptions = {}) => {
  const message = ({ property }: { property: string }) =>
    `${property} must be a whole number of cents from 0 to ${PRODUCT_PRICE_MAX_CENTS}, or null (Quote Required)`;
  return applyDecorators(
    documented(optional, { type: 'integer', nullable: true, minimum: 0, maximum: PRODUCT_PRICE_MAX_CENTS, description, example }),
    ValidateIf((_object, value) => value !== null && (!optional || value !== undefined)),
    IsInt({ message }),
    Min(0, { message }),
    Max(PRODUCT_PRICE_MAX_CENTS, { message }),
  );
};

export const Position = ({ optional = true }: FieldOptions = {}) => {
  const message = `position must be a whole number from 0 to ${MAX_POSITION}`;
  return applyDecorators(
    documented(optional, { type: 'integer', minimum: 0, maximum: MAX_POSITION, description: 'Display order (ascending)' }),
    ...whenGiven(optional),
    IsInt({ message }),
    Min(0, { message }),
    Max(MAX_POSITION, { message }),
  );
};

export const Flag = ({ label, optional = true, description }: FieldOptions & { label: string }) =>
  applyDecorators(
    documented(optional, { type: Boolean, description }),
    ...whenGiven(optional),
    IsBoolean({ message: `${label} must be true or false` }),
  );

/** A list of short non-empty texts; `nullable` lets null clear it. */
export const TextList = ({
  label,
  maxItems,
  maxLength,
  nullable,
  optional,
  description,
}: FieldOptions & { label: string; maxItems: number; maxLength: number; nullable?: boolean }) => {
  const message = `${label} must be a list of at most ${maxItems} texts of 1 to ${maxLength} characters`;
  return applyDecorators(
    documented(optional, { type: [String], maxItems, nullable, description }),
    trimEach,
    ValidateIf((_object, value) => !(nullable && value === null) && (!optional || value !== undefined)),
    IsArray({ message }),
    ArrayMaxSize(maxItems, { message }),
    IsString({ each: true, message }),
    IsNotEmpty({ each: true, message }),
    MaxLength(maxLength, { each: true, message }),
  );
};

export const ArmId = ({ optional }: FieldOptions = {}) => {
  const message = CATALOG_ADMIN_MESSAGES.unknownArm;
  return applyDecorators(
    documented(optional, { type: 'integer', minimum: 1, description: 'The arm the product belongs to' }),
    ...whenGiven(optional),
    IsInt({ message }),
    Min(1, { message }),
    Max(2_147_483_647, { message }),
  );
};

/**
 * The fields a body actually carries: class-transformer leaves every declared field of the DTO
 * instance as `undefined`, which must not reach `em.create`/`em.assign` (it would overwrite
 * defaults and stored values).
 */
export function given<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}
