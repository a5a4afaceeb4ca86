import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { Roles } from './roles.decorator';
import { ErrorResponse } from '../http/error-response';
import { SimpleRestPage } from '../http/simple-rest-page';

/** An admin-only controller: role, bearer auth and the errors every route can answer. */
export const AdminApi = (tag: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth(),
    Roles(Role.Admin),
    ApiUnauthorizedResponse({ description: 'No session, or an expired one', type: ErrorResponse }),
    ApiBadRequestResponse({ description: 'Invalid query, path or body; `error` is the message to show', type: ErrorResponse }),
  );

/** A simple-rest list answer: the handler's `Page` as a plain array, the total in Content-Range. */
export const ApiListOk = (type: Type<unknown>, resource: string) =>
  applyDecorators(
    SimpleRestPage(resource),
    ApiOkResponse({
      type: [type],
      headers: {
        'Content-Range': { description: `${resource} first-last/total, e.g. "${resource} 0-24/319"`, schema: { type: 'string' } },
        'X-Total-Count': { description: 'The total again, as a number', schema: { type: 'string' } },
      },
    }),
  );
