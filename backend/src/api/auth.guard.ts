import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Role } from '@voosh/shared';
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN, SESSION_EXPIRED, SESSION_REQUIRED } from '../auth/session-texts';
import { SessionsService } from '../auth/sessions.service';
import { type SessionClaims, TokenService } from '../auth/token.service';
import type { User } from '../users/entities/user.entity';
import { IS_PUBLIC } from '../common/decorators/public.decorator';
import { ROLES } from '../common/decorators/roles.decorator';
import { routeMetadata } from '../common/decorators/route-metadata';
import { ApiError } from '../common/http/api-error';
import { bearerToken } from '../common/http/bearer-token';
import { callerAccount, callerClaims } from './caller';

/**
 * The one global guard: a valid bearer token (HS256, unexpired, current token version, active
 * account) unless the route is @Public(), then the @Roles() check. The account and the token's
 * claims are left on the request for @CurrentUser() and @CurrentSession().
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = routeMetadata.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const request = context.switchToHttp().getRequest<IncomingMessage & { user?: User; session?: SessionClaims }>();
    const token = bearerToken(request);

    if (isPublic) {
      if (token) request.user = (await callerAccount(request, this.tokens, this.sessions)) ?? undefined;
      return true;
    }
    if (!token) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_REQUIRED);
    const user = await callerAccount(request, this.tokens, this.sessions);
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_EXPIRED);
    request.user = user;
    request.session = callerClaims(request, this.tokens)!;

    const roles = routeMetadata.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) throw new ApiError(HttpStatus.FORBIDDEN, FORBIDDEN);
    return true;
  }
}
