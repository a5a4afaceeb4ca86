/** An Idempotency-Key: 1 to 100 visible ASCII characters (a UUID, say). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 100 visible characters',
  reused: 'Idempotency-Key was already used with a different request body. Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;
