import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { Role } from '@voosh/shared';
import { ErrorResponse } from '../http/error-response';

export const ROLES = 'roles';

/** Restricts a route (or controller) to the given roles; the global guard enforces it (403). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES, roles),
    ApiForbiddenResponse({ description: `Requires role ${roles.join(' or ')}`, type: ErrorResponse }),
  );
