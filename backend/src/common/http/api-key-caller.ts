import type { ApiKeyScope } from '@voosh/shared';
import type { IncomingMessage } from 'node:http';
import { currentRequest } from './request-scope';

/** The API key a request came with, as the guard accepted it. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
  rateLimitPerMinute: number;
}

const callers = new WeakMap<IncomingMessage, ApiKeyCaller>();

/** Marks Node's `request` as made with `key` (the guard, once the key checks out). */
export function markApiKeyCaller(request: IncomingMessage, key: ApiKeyCaller): void {
  callers.set(request, key);
}

/** The API key of the request being handled, wherever its work runs; undefined for a person's call. */
export function currentApiKey(): ApiKeyCaller | undefined {
  const scope = currentRequest();
  return scope ? callers.get(scope.request) : undefined;
}
