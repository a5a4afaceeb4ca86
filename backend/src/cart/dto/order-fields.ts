import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MESSAGES, NAME_MAX, QUANTITY_MAX, QUANTITY_MIN } from '@voosh/shared';

/** Field decorators shared by the cart and purchase-request bodies. */
export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const Quantity = (optional = false) =>
  applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ type: Number, minimum: QUANTITY_MIN, maximum: QUANTITY_MAX, example: 1 }),
    ...(optional ? [IsOptional()] : []),
    IsInt({ message: QUANTITY_MESSAGE }),
    Min(QUANTITY_MIN, { message: QUANTITY_MESSAGE }),
    Max(QUANTITY_MAX, { message: QUANTITY_MESSAGE }),
  );

/** A catalogue product's exact name; a missing or malformed one reads as the fixed text "Invalid product data". */
export const ProductName = (optional = false) =>
  applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ type: String, maxLength: NAME_MAX, example: 'SnapForm' }),
    trim,
    IsString({ message: MESSAGES.invalidProductData }),
    IsNotEmpty({ message: MESSAGES.invalidProductData }),
    MaxLength(NAME_MAX, { message: MESSAGES.invalidProductData }),
    ...(optional ? [IsOptional()] : []),
  );

const AMOUNT_TEXT_MAX = 50;

/**
 * A price or total the storefront sends (text such as '125' or a number). Accepted so its
 * bodies validate, and ignored: the server prices from the catalogue.
 */
export const IgnoredClientAmount = (name: string) =>
  applyDecorators(
    ApiPropertyOptional({
      oneOf: [{ type: 'string' }, { type: 'number' }],
      description: `Ignored: ${name} is computed on the server from the catalogue`,
    }),
    Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)),
    IsOptional(),
    IsString({ message: `${name} must be a number or text` }),
    MaxLength(AMOUNT_TEXT_MAX, { message: `${name} must be at most ${AMOUNT_TEXT_MAX} characters` }),
  );
