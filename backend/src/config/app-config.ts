import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RATES_REFRESH_MS } from '@voosh/shared';
import { boolean, builtAppDir, ConfigError, type Env, integer, list, oneOf, read, text, trustedProxies, url } from './env-schema';

/** Typed, validated configuration: built once at start from the environment, then injected. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  dataDir: string;
  /** Unset means: start the embedded PostgreSQL under dataDir/pg. */
  databaseUrl?: string;
  embeddedPgPort: number;
  jwtSecret: string;
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For names the client (rate limits, sign-in throttling, logs); by default none. */
  trustedProxies: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Logs go to this file (created if missing) instead of standard output. */
  logFile?: string;
  /** The built storefront served at /; unset means storefront/dist of this checkout or image. */
  storefrontDistDir?: string;
  authRateLimitPerMinute: number;
  /** API requests per minute per admin (the apiRateLimit setting is for customers and visitors). */
  staffRateLimitPerMinute: number;
  /** How long a client has to send a whole request (headers at most a third of it); then 408 and the connection closes. */
  requestTimeoutMs: number;
  admin: { email?: string; password?: string };
  smtp?: { host: string; port: number; secure: boolean; user?: string; password?: string };
  mailFrom: string;
  mailPollMs: number;
  google: {
    clientId?: string;
    clientSecret?: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
    /** A call to Google gives up after this long (Google's return then fails). */
    timeoutMs: number;
  };
  /** Card payments are enabled when the secret, publishable and webhook keys are all set. */
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Stripe's API base; unset means Stripe's own (set for stripe-mock or a local stand-in). */
    apiUrl?: string;
    /** A Stripe call gives up after this long (and is tried once more). */
    timeoutMs: number;
  };
  redisUrl?: string;
  /** The bearer token Prometheus scrapes GET /metrics with; unset, there is no /metrics. */
  metricsToken?: string;
  /** Prefix of every key this app writes to Redis (several apps, or test runs, can share one server). */
  redisKeyPrefix: string;
  /** USD-based latest rates (the answer must hold `rates: {JMD, GBP, EUR}`). */
  currencyRatesUrl: string;
  currencyRefreshMs: number;
  /** Whether outgoing webhooks may reach loopback, private and link-local addresses (never in production by default). */
  webhooksAllowPrivateNetworks: boolean;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** "Continue with Google" works: the app has Google's client id and secret. */
export function googleSignInConfigured({ google }: Pick<AppConfig, 'google'>): boolean {
  return Boolean(google.clientId && google.clientSecret);
}

/** Card payments are on: the app has Stripe's secret, publishable and webhook keys (without the webhook's no outcome could be trusted). */
export function cardPaymentsConfigured({ stripe }: Pick<AppConfig, 'stripe'>): boolean {
  return Boolean(stripe.secretKey && stripe.publishableKey && stripe.webhookSecret);
}

/** The sender mail is from until MAIL_FROM is set: a local address no one can reply to. */
export const DEFAULT_MAIL_FROM = 'VOOSH <no-reply@voosh.local>';

/** How long a call to Google (the code exchange, the userinfo read) may take by default: someone is waiting on the return. */
const GOOGLE_TIMEOUT_MS = 10_000;

/** How long a Stripe call may take by default: short, as a customer is waiting on it. */
const STRIPE_TIMEOUT_MS = 10_000;

/** Fails fast, naming the variable, on anything malformed or missing in production. */
export function loadConfig(env: Env = process.env as Env): AppConfig {
  const nodeEnv = read(env, 'NODE_ENV', oneOf('development', 'production', 'test'), 'development');
  const port = read(env, 'PORT', integer(0, 65535), 3000);
  const dataDir = resolve(read(env, 'DATA_DIR', text, './.data'));
  const databaseUrl = read(env, 'DATABASE_URL', url);
  const jwtSecret = read(env, 'JWT_SECRET', text);

  if (nodeEnv === 'production') {
    if (!jwtSecret) throw new ConfigError('Missing environment variable JWT_SECRET (required in production)');
    if (!databaseUrl) throw new ConfigError('Missing environment variable DATABASE_URL (required in production)');
  }
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('Invalid environment variable JWT_SECRET: use at least 32 characters');
  }
  const smtpHost = read(env, 'SMTP_HOST', text);

  return {
    nodeEnv,
    port,
    appUrl: read(env, 'APP_URL', url, `http://localhost:${port}`),
    dataDir,
    databaseUrl,
    embeddedPgPort: read(env, 'EMBEDDED_PG_PORT', integer(1024, 65535), 54329),
    jwtSecret: jwtSecret ?? developmentSecret(dataDir),
    corsOrigins: read(env, 'CORS_ORIGINS', list, []),
    // No proxy is believed unless named: any local process could otherwise choose its own address.
    trustedProxies: read(env, 'TRUST_PROXY', trustedProxies, []),
    logLevel: read(env, 'LOG_LEVEL', oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'info'),
    logFile: read(env, 'LOG_FILE', text),
    storefrontDistDir: read(env, 'STOREFRONT_DIST_DIR', builtAppDir),
    authRateLimitPerMinute: read(env, 'AUTH_RATE_LIMIT', integer(1, 1_000_000), 30),
    staffRateLimitPerMinute: read(env, 'STAFF_RATE_LIMIT', integer(1, 1_000_000), 3000),
    requestTimeoutMs: read(env, 'REQUEST_TIMEOUT_MS', integer(300, 600_000), 30_000),
    admin: { email: read(env, 'ADMIN_EMAIL', text)?.toLowerCase(), password: read(env, 'ADMIN_PASSWORD', text) },
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: read(env, 'SMTP_PORT', integer(1, 65535), 587),
          secure: read(env, 'SMTP_SECURE', boolean, false),
          user: read(env, 'SMTP_USER', text),
          password: read(env, 'SMTP_PASSWORD', text),
        }
      : undefined,
    mailFrom: read(env, 'MAIL_FROM', text, DEFAULT_MAIL_FROM),
    mailPollMs: read(env, 'MAIL_POLL_MS', integer(50, 3_600_000), 2000),
    google: {
      clientId: read(env, 'GOOGLE_CLIENT_ID', text),
      clientSecret: read(env, 'GOOGLE_CLIENT_SECRET', text),
      authUrl: read(env, 'GOOGLE_AUTH_URL', url, 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: read(env, 'GOOGLE_TOKEN_URL', url, 'https://oauth2.googleapis.com/token'),
      userInfoUrl: read(env, 'GOOGLE_USERINFO_URL', url, 'https://openidconnect.googleapis.com/v1/userinfo'),
      timeoutMs: read(env, 'GOOGLE_TIMEOUT_MS', integer(100, 60_000), GOOGLE_TIMEOUT_MS),
    },
    stripe: {
      secretKey: read(env, 'STRIPE_SECRET_KEY', text),
      publishableKey: read(env, 'STRIPE_PUBLISHABLE_KEY', text),
      webhookSecret: read(env, 'STRIPE_WEBHOOK_SECRET', text),
      apiUrl: read(env, 'STRIPE_API_URL', url),
      timeoutMs: read(env, 'STRIPE_TIMEOUT_MS', integer(100, 60_000), STRIPE_TIMEOUT_MS),
    },
    redisUrl: read(env, 'REDIS_URL', url),
    metricsToken: read(env, 'METRICS_TOKEN', text),
    redisKeyPrefix: read(env, 'REDIS_KEY_PREFIX', text, 'voosh:'),
    currencyRatesUrl: read(env, 'CURRENCY_RATES_URL', url, 'https://open.er-api.com/v6/latest/USD'),
    currencyRefreshMs: read(env, 'CURRENCY_REFRESH_MS', integer(1000, 86_400_000), RATES_REFRESH_MS),
    webhooksAllowPrivateNetworks: read(env, 'WEBHOOKS_ALLOW_PRIVATE_NETWORKS', boolean, nodeEnv !== 'production'),
  };
}

/**
 * Outside production a missing JWT_SECRET is replaced by a random one kept in DATA_DIR, so
 * sessions survive restarts without anyone having to invent a secret.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
