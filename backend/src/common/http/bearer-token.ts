import type { IncomingMessage } from 'node:http';

const BEARER = /^Bearer (\S+)$/i;

/** The request's bearer token, if it sends one. */
export const bearerToken = (request: Pick<IncomingMessage, 'headers'>): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];
