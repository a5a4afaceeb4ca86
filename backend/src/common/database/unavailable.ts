/** Codes of a database that cannot be reached or went away: Node's socket errors, PostgreSQL's shutdown class (57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
/** The pg driver's and its pool's words for the same, when no code comes with them. */
const UNAVAILABLE_TEXTS = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /connection is closed/i,
  /cannot use a pool after calling end/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  previous?: unknown;
}

/**
 * True when `error` (or what it wraps: MikroORM keeps the driver's error as `previous`) says the
 * database is out of reach, as while PostgreSQL restarts: an outage to answer 503 and retry, not a
 * bug to answer 500. PostgreSQL's class 08 (connection exception) counts too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as ErrorLike | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08\w{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXTS.some((text) => text.test(message))) return true;
    current = (current.previous ?? current.cause) as ErrorLike | undefined;
  }
  return false;
}
