import type { RequestOptions } from 'node:http';
import type { OAuth2 } from 'oauth';

type Answered = (error: { statusCode?: number; data?: unknown } | null, body?: string | Buffer, response?: unknown) => void;

/** The `oauth` package's one way to node's http, under both of its calls (protected in its types). */
interface HttpFunnel {
  _executeRequest(library: unknown, options: RequestOptions, body: unknown, answered: Answered): void;
}

/** A userinfo answer passport-google-oauth20 can read: a JSON object. */
function isJsonObject(body: string | Buffer | undefined): boolean {
  try {
    const parsed: unknown = JSON.parse(String(body));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/**
 * How GoogleStrategy's OAuth client (the `oauth` package under passport-oauth2) calls Google:
 * - every call (the code exchange, the userinfo read) gives up after `timeoutMs`: the package sets
 *   no timeout, and a silent Google would hold the callback, and its socket, for ever;
 * - the access token goes in an Authorization header, never in the userinfo address (which logs and
 *   traces keep);
 * - a userinfo answer that is no JSON object is an error: passport-google-oauth20 reads the profile
 *   outside its try, and `null` there would throw out of the HTTP client's callback, not to passport.
 */
export function callGoogleWith(oauth2: OAuth2, timeoutMs: number): void {
  oauth2.useAuthorizationHeaderforGET(true);

  const funnel = oauth2 as unknown as HttpFunnel;
  const send = funnel._executeRequest.bind(oauth2);
  funnel._executeRequest = (library, options, body, answered) => {
    // A timer and controller of our own, as CurrencyService's: the abort is certain to come.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    send(library, { ...options, signal: abort.signal }, body, (...answer) => {
      clearTimeout(timer);
      answered(...answer);
    });
  };

  const get = oauth2.get.bind(oauth2);
  oauth2.get = (url, accessToken, answered) =>
    get(url, accessToken, (error, body, response) => {
      if (!error && !isJsonObject(body)) return answered({ statusCode: 502, data: 'not a JSON object' });
      answered(error, body, response);
    });
}
