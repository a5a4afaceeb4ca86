import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { SessionClaims } from './token.service';

/** The claims of the session token the global guard accepted for this request (its id, its sign-in time). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionClaims =>
    context.switchToHttp().getRequest<IncomingMessage & { session: SessionClaims }>().session,
);
