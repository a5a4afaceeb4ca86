import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The caller's X-Request-Id when it is a sane token, else a new one; echoed on the answer. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader('x-request-id', id);
  return id;
}
