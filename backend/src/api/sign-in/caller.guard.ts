import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { API_KEY_MESSAGES, type ApiKeyScope, type Role } from '@voosh/shared';
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN, SESSION_REQUIRED } from '../../auth/session-texts';
import type { Account } from '../../users/account';
import { API_KEY_SCOPE } from '../../common/decorators/api-key-scope.decorator';
import { IS_PUBLIC } from '../../common/decorators/public.decorator';
import { ROLES } from '../../common/decorators/roles.decorator';
import { routeMetadata } from '../../common/decorators/route-metadata';
import { markApiKeyCaller } from '../../common/http/api-key-caller';
import { ApiError } from '../../common/http/api-error';
import { Callers, nodeRequestOf } from '../callers';
import { ApiKeyGuard, SessionGuard } from './strategy-guards';

type RouteTargets = Parameters<typeof routeMetadata.getAllAndOverride>[1];

/**
 * The one global guard. @Public() routes need no credential and never enter passport (a session
 * token there only tells who the visitor is). Any other route signs in through passport: the
 * session strategy for a bearer token, the API-key strategy for a key, which must also hold the
 * route's @ApiKeyScope(); then the @Roles() check. The account is left on the request for
 * @CurrentUser(), the session's claims for @CurrentSession().
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly callers: Callers,
    private readonly sessionGuard: SessionGuard,
    private readonly apiKeyGuard: ApiKeyGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<IncomingMessage & { user?: Account }>();
    const credential = this.callers.credential(request);

    if (routeMetadata.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (credential?.kind === 'session') request.user = (await this.callers.account(request)) ?? undefined;
      return true;
    }
    if (!credential) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_REQUIRED);
    if (credential.kind === 'key') {
      await this.apiKeyGuard.canActivate(context);
      await this.assertKeyScope(request, targets);
    } else {
      await this.sessionGuard.canActivate(context);
    }
    const roles = routeMetadata.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(request.user!.role)) throw new ApiError(HttpStatus.FORBIDDEN, FORBIDDEN);
    return true;
  }

  /** The key (which the strategy found to hold) has the route's scope: 403 naming what it lacks otherwise. */
  private async assertKeyScope(request: IncomingMessage, targets: RouteTargets): Promise<void> {
    const keyed = (await this.callers.key(request))!;
    const scope = routeMetadata.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, targets);
    if (!scope) throw new ApiError(HttpStatus.FORBIDDEN, API_KEY_MESSAGES.notForKeys, { type: 'not_for_api_keys' });
    if (!keyed.key.scopes.includes(scope)) {
      throw new ApiError(HttpStatus.FORBIDDEN, API_KEY_MESSAGES.missingScope(scope), { type: 'missing_scope', scope });
    }
    markApiKeyCaller(nodeRequestOf(request), keyed.key);
  }
}
