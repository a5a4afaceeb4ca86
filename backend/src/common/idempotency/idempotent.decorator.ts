import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HOURS } from '@voosh/shared';
import { ErrorResponse } from '../http/error-response';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * A POST that creates something honours `Idempotency-Key`: a retry with the same key and body (by
 * the same person or API key) gets the first answer again instead of a second object. The
 * interceptor wraps these routes only (after the guards, so it knows the caller): a global one
 * would also wrap the live stream's SSE route, whose refusals then went out as a 200 stream.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: `Any unique string (a UUID): a retry with the same key and body within ${IDEMPOTENCY_KEY_HOURS} h answers the first result (\`Idempotent-Replayed: true\`) and creates nothing`,
    }),
    ApiConflictResponse({ description: 'The first request with this Idempotency-Key is still running', type: ErrorResponse }),
    ApiUnprocessableEntityResponse({ description: 'Idempotency-Key was already used with a different body', type: ErrorResponse }),
  );
