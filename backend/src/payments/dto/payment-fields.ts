import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_INT = 2_147_483_647;

/** A positive integer id in a body. */
export const EntityId = (name: string) =>
  applyDecorators(
    ApiProperty({ type: Number, example: 42, minimum: 1 }),
    IsInt({ message: `${name} must be a positive integer` }),
    Min(1, { message: `${name} must be a positive integer` }),
    Max(MAX_INT, { message: `${name} must be a positive integer` }),
  );

/** An optional amount in US cents, at least 1. */
export const OptionalCents = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 1, example: 25000, description }),
    IsOptional(),
    IsInt({ message: 'amountCents must be a whole number of cents' }),
    Min(1, { message: 'amountCents must be at least 1' }),
    Max(MAX_INT, { message: `amountCents must be at most ${MAX_INT}` }),
  );
