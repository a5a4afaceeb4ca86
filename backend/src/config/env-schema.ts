/**
 * Every environment variable the backend reads, with its parser. `.env.example` at the repo root
 * lists the same names; config.spec.ts fails when the two drift apart.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import proxyAddr from 'proxy-addr';

export class ConfigError extends Error {}

type Parser<T> = (raw: string, name: string) => T;

const fail = (name: string, why: string): never => {
  throw new ConfigError(`Invalid environment variable ${name}: ${why}`);
};

export const text: Parser<string> = (raw) => raw;

export const integer =
  (min: number, max: number): Parser<number> =>
  (raw, name) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      fail(name, `expected an integer from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };

export const decimal =
  (min: number, max: number): Parser<number> =>
  (raw, name) => {
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) fail(name, `expected a number from ${min} to ${max}, got "${raw}"`);
    return value;
  };

export const boolean: Parser<boolean> = (raw, name) => {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  return fail(name, `expected true or false, got "${raw}"`);
};

export const url: Parser<string> = (raw, name) => {
  try {
    new URL(raw);
  } catch {
    fail(name, `expected a URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
};

export const list: Parser<string[]> = (raw) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Proxies trusted to name the client (see clientAddressReader): checked at start, not on the first request. */
export const trustedProxies: Parser<string[]> = (raw, name) => {
  const entries = list(raw, name);
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    fail(name, `expected proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal: ${(error as Error).message}`);
  }
  return entries;
};

export const oneOf =
  <T extends string>(...values: T[]): Parser<T> =>
  (raw, name) =>
    values.includes(raw as T) ? (raw as T) : fail(name, `expected one of ${values.join(', ')}, got "${raw}"`);

/** A folder holding a built single-page app (its index.html), as an absolute path. */
export const builtAppDir: Parser<string> = (raw, name) => {
  const dir = resolve(raw);
  if (!existsSync(join(dir, 'index.html'))) fail(name, `no index.html in ${dir}`);
  return dir;
};

export const ENV_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'EMBEDDED_PG_PORT',
  'JWT_SECRET',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'LOG_FILE',
  'STOREFRONT_DIST_DIR',
  'AUTH_RATE_LIMIT',
  'STAFF_RATE_LIMIT',
  'REQUEST_TIMEOUT_MS',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'MAIL_FROM',
  'MAIL_POLL_MS',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTH_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'GOOGLE_TIMEOUT_MS',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'STRIPE_TIMEOUT_MS',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'CURRENCY_RATES_URL',
  'CURRENCY_REFRESH_MS',
  'WEBHOOKS_ALLOW_PRIVATE_NETWORKS',
  'METRICS_TOKEN',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_SERVICE_NAME',
  'OTEL_TRACES_SAMPLER_ARG',
  'OTEL_TRACES_PER_SECOND',
  'OTEL_NODE_DISABLED_INSTRUMENTATIONS',
] as const;

export type EnvVariable = (typeof ENV_VARIABLES)[number];
export type Env = Partial<Record<EnvVariable, string>>;

/** A variable's value by its parser, or the fallback when it is unset or blank. */
export function read<T>(env: Env, name: EnvVariable, parse: Parser<T>): T | undefined;
export function read<T>(env: Env, name: EnvVariable, parse: Parser<T>, fallback: T): T;
export function read<T>(env: Env, name: EnvVariable, parse: Parser<T>, fallback?: T) {
  const raw = env[name]?.trim();
  return raw ? parse(raw, name) : fallback;
}
