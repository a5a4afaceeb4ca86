import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { SessionClaims } from './token.service';

/** Who is asking: the session the global guard accepted and the client's address (for throttling what it tries). */
export interface SessionHolder {
  session: SessionClaims;
  clientAddress: string;
}

/** The claims of the session token the global guard accepted for this request (its id, its sign-in time). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionClaims =>
    context.switchToHttp().getRequest<IncomingMessage & { session: SessionClaims }>().session,
);

/** The request's SessionHolder: its accepted session and the client's address (as TRUST_PROXY resolves it). */
export const CurrentHolder = createParamDecorator((_data: unknown, context: ExecutionContext): SessionHolder => {
  const request = context.switchToHttp().getRequest<IncomingMessage & { session: SessionClaims; ip: string }>();
  return { session: request.session, clientAddress: request.ip };
});
