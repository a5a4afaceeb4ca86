import { type EntityManager, RequestContext } from '@mikro-orm/core';
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/**
 * A request's EntityManagers, each forked from the global one the first time the request's work
 * asks for it: a request answered from memory (the catalogue, health, the SPAs' files) forks none.
 */
class ForkedOnFirstUse extends Map<string, EntityManager> {
  /** While the fork is made, the ORM asks for the context again: it gets none, as before any request context. */
  private forking = false;

  constructor(private readonly root: EntityManager | undefined) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    if (!em && !this.forking && this.root?.name === name) {
      this.forking = true;
      try {
        // Forked from the global EntityManager itself (resolving the context would come back here).
        em = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

/**
 * The request being handled, wherever its work continues (promises, timers, callbacks): its
 * node:http request and response, and the ORM's request context (its own EntityManager). One
 * context for both, so Node tracks one asynchronous store per request instead of two.
 */
export class RequestScope extends RequestContext {
  constructor(
    root: EntityManager | undefined,
    readonly request: IncomingMessage & { id?: unknown },
    readonly response: ServerResponse,
  ) {
    super(new ForkedOnFirstUse(root));
  }
}

/** MikroORM's store of request contexts (its own, so the ORM finds each request's EntityManager). */
const contexts = RequestContext['storage'] as AsyncLocalStorage<RequestContext>;

/**
 * Runs every request of `server` inside its own scope, so an error that escapes request handling
 * (a rejected promise nobody awaited, a throw in a timer the request started) can still be traced
 * to its request and answered, instead of ending the process; and so the ORM finds the request's
 * own EntityManager (forked from `em` when first used). Call once the server's request listeners
 * are all in place.
 */
export function scopeRequests(server: Server, em?: EntityManager): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    contexts.run(new RequestScope(em, request, response), () => {
      for (const listener of listeners) listener.call(server, request, response);
    }),
  );
}

/** The request whose handling is running now, if any. */
export function currentRequest(): RequestScope | undefined {
  const context = RequestContext.currentRequestContext();
  return context instanceof RequestScope ? context : undefined;
}
