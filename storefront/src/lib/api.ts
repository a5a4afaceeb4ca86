import { createApiClient } from '@voosh/api-client';
import { MESSAGES } from '@voosh/shared';
import { takeEarlyRead } from './earlyReads';
import { endStoredSession, readStoredSession } from './storedSession';

const UNAUTHORIZED = 401;

function storedToken(): string | null {
  return readStoredSession()?.token ?? null;
}

/** A 401 to a call that carried a token means the session is over (expired, revoked, user disabled). */
function endSessionOnUnauthorized(status: number, sentToken: boolean): void {
  if (status === UNAUTHORIZED && sentToken) endStoredSession();
}

/** The origin the typed client's requests name while the server renders a page (never sent anywhere). */
const SERVER_RENDER_ORIGIN = 'http://localhost';

/**
 * Sends the typed client's requests: the browser's fetch (or the answer the page started for it
 * before the app ran), or the app itself while it renders a page.
 */
let transport = (request: Request): Promise<Response> => takeEarlyRead(request) ?? globalThis.fetch(request);

/** Where the typed client's requests go from now on (the server's renderer answers them in process). */
export function setApiTransport(send: (request: Request) => Promise<Response>): void {
  transport = send;
}

/** The typed API client; every call carries the stored session's bearer token. */
export const api = createApiClient({
  // Absolute: the client builds Request objects, which need a base outside a document.
  baseUrl: typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : window.location.origin,
  // Looked up per call rather than captured once, so a replaced fetch (tests) is used.
  fetch: (request) => transport(request),
  getToken: storedToken,
});

api.use({
  onResponse({ request, response }) {
    endSessionOnUnauthorized(response.status, request.headers.has('Authorization'));
    return response;
  },
});

/** The error text of a failed answer's body: its `error` field, else `fallback` ('Request failed'). */
export function errorText(body: unknown, fallback: string = MESSAGES.requestFailed): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.length > 0 ? error : fallback;
}

/** A failed answer: its status and body (e.g. a login error's `{type, error, userEmail}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorText(body));
  }

  /** The body's `type`, when the server gave one (login errors, code errors). */
  get type(): string | undefined {
    const type = (this.body as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? type : undefined;
  }
}

/** The data of a typed-client answer, or an ApiError for a failed one. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw new ApiError(result.response.status, result.error ?? null);
  return result.data;
}
