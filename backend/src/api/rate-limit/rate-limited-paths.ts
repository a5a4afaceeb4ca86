/**
 * Not counted: liveness and the API documentation; the sign-in routes, which have their own
 * stricter per-address limit (AUTH_RATE_LIMIT, see LimitPerAddress); Stripe's signed webhook;
 * the admin settings, so an admin who sets a tiny limit can always set it back.
 */
const EXEMPT = /^\/api\/(health(\/live|\/ready)?|docs|docs-json|auth\/.*|payments\/webhook|admin\/settings)\/?$/;

/** Whether calls to `path` (a request path or an OpenAPI path template) count against the API rate limit. */
export const countsAgainstRateLimit = (path: string) => path.startsWith('/api/') && !EXEMPT.test(path);
