import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { API_KEY_MESSAGES, type ApiKeyScope, type Role } from '@voosh/shared';
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN, SESSION_EXPIRED, SESSION_REQUIRED } from '../auth/session-texts';
import type { SessionClaims } from '../auth/token.service';
import type { User } from '../users/entities/user.entity';
import { API_KEY_SCOPE } from '../common/decorators/api-key-scope.decorator';
import { IS_PUBLIC } from '../common/decorators/public.decorator';
import { ROLES } from '../common/decorators/roles.decorator';
import { routeMetadata } from '../common/decorators/route-metadata';
import { markApiKeyCaller } from '../common/http/api-key-caller';
import { ApiError } from '../common/http/api-error';
import { Callers, nodeRequestOf } from './callers';

type GuardedRequest = IncomingMessage & { user?: User; session?: SessionClaims };

/**
 * The one global guard. A session: a valid bearer token (HS256, unexpired, current token version,
 * active account). An API key: one that holds (not revoked or expired, its admin still an active
 * admin), on a route whose @ApiKeyScope() it has; it acts as its admin. Then the @Roles() check.
 * @Public() routes need neither (a key there is a visitor's call). The account and the session's
 * claims are left on the request for @CurrentUser() and @CurrentSession().
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly callers: Callers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const credential = this.callers.credential(request);

    if (routeMetadata.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (credential?.kind === 'session') request.user = (await this.callers.account(request)) ?? undefined;
      return true;
    }
    if (!credential) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_REQUIRED);
    const user = credential.kind === 'key' ? await this.keyHolder(request, targets) : await this.sessionHolder(request);
    const roles = routeMetadata.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) throw new ApiError(HttpStatus.FORBIDDEN, FORBIDDEN);
    return true;
  }

  private async sessionHolder(request: GuardedRequest): Promise<User> {
    const user = await this.callers.account(request);
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_EXPIRED);
    request.user = user;
    request.session = this.callers.claims(request)!;
    return user;
  }

  /** The admin a key acts for, once the key holds and has the route's scope: 401 otherwise, 403 naming what it lacks. */
  private async keyHolder(request: GuardedRequest, targets: Parameters<typeof routeMetadata.getAllAndOverride>[1]): Promise<User> {
    const keyed = await this.callers.key(request);
    if (!keyed) throw new ApiError(HttpStatus.UNAUTHORIZED, API_KEY_MESSAGES.invalid, { type: 'invalid_api_key' });
    const scope = routeMetadata.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, targets);
    if (!scope) throw new ApiError(HttpStatus.FORBIDDEN, API_KEY_MESSAGES.notForKeys, { type: 'not_for_api_keys' });
    if (!keyed.key.scopes.includes(scope)) {
      throw new ApiError(HttpStatus.FORBIDDEN, API_KEY_MESSAGES.missingScope(scope), { type: 'missing_scope', scope });
    }
    markApiKeyCaller(nodeRequestOf(request), keyed.key);
    request.user = keyed.account;
    return keyed.account;
  }
}
