/**
 * API keys: how an integrator's program (an accounting system, a CRM) calls the API without a
 * person's session. A key acts for the admin who made it, only on the routes its scopes allow.
 */

/** Every key's secret starts so (a scanner can spot a leaked one); the characters after it are random. */
export const API_KEY_PREFIX = 'vk_live_';
/** How much of the secret the list shows, to tell keys apart (the prefix and 4 random characters). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/** What a key may do, one scope per area of the API. */
export const API_KEY_SCOPES = [
  'catalog:read',
  'catalog:write',
  'requests:read',
  'requests:write',
  'payments:read',
  'payments:write',
  'plans:read',
  'plans:write',
  'users:read',
  'analytics:read',
  'exports:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope => API_KEY_SCOPES.includes(value as ApiKeyScope);

/** What each scope allows, as the console lists them. */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'catalog:read': 'Read arms and products',
  'catalog:write': 'Create, change and delete arms and products',
  'requests:read': 'Read purchase requests, their timelines and demo requests',
  'requests:write': 'Change purchase requests and demo requests (status, amount, notes)',
  'payments:read': 'Read payments and documents',
  'payments:write': 'Record offline payments and refund payments',
  'plans:read': 'Read monthly plans and overdue months',
  'plans:write': 'Pause, resume, cancel and change plans; record and refund months',
  'users:read': 'Read user accounts',
  'analytics:read': 'Read the dashboard analytics',
  'exports:read': 'Download CSV exports',
};

export const API_KEY_NAME_MAX = 100;
/** Calls per minute a key may make unless its maker sets another limit. */
export const API_KEY_DEFAULT_RATE_LIMIT = 120;
export const API_KEY_RATE_LIMIT_MAX = 10_000;

export const API_KEY_MESSAGES = {
  notFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  expiryInPast: 'The expiry must be in the future',
  scopesRequired: 'Choose at least one scope',
  /** A key on a route no scope opens (sign-in, the cart, settings, keys themselves). */
  notForKeys: 'API keys cannot use this route',
  missingScope: (scope: ApiKeyScope) => `This API key lacks the scope ${scope}`,
  invalid: 'The API key is invalid, expired or revoked',
  shownOnce: 'Copy the key now: it is shown only once.',
} as const;
