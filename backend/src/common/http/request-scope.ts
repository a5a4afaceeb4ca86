import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/** The request being handled, wherever its work continues (promises, timers, callbacks). */
export interface RequestScope {
  request: IncomingMessage & { id?: unknown };
  response: ServerResponse;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs every request of `server` inside its own scope, so an error that escapes request handling
 * (a rejected promise nobody awaited, a throw in a timer the request started) can still be traced
 * to its request and answered, instead of ending the process. Call once the server's request
 * listeners are all in place.
 */
export function scopeRequests(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    scope.run({ request, response }, () => {
      for (const listener of listeners) listener.call(server, request, response);
    }),
  );
}

/** The request whose handling is running now, if any. */
export function currentRequest(): RequestScope | undefined {
  return scope.getStore();
}
