import type { HttpStatus } from '@nestjs/common';
import type { LoginErrorType } from '@voosh/shared';
import { ApiError } from '../common/http/api-error';

/**
 * The login error body, `{type, error, userEmail}` (plus whatever the next step needs, as
 * a second factor's challenge), for every answer of a sign-in that did not end in a session.
 */
export function loginError(status: HttpStatus, type: LoginErrorType, text: string, userEmail: string, extra: Record<string, unknown> = {}) {
  return new ApiError(status, text, { type, userEmail, ...extra });
}
