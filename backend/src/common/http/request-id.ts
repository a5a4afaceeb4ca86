import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The caller's X-Request-Id when it is a sane token, else a new one (the HTTP library's id generator). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The id the HTTP library gave the request (on the node:http request), else a new one. */
export const idOfRequest = (request: IncomingMessage & { id?: unknown }): string =>
  typeof request.id === 'string' ? request.id : requestIdOf(request);
