import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { PinoLogger } from 'nestjs-pino';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../../src/config/app-config';
import { EnvVariable } from '../../src/config/env-schema';
import { createApp } from '../../src/configure-app';
import { eventually } from './eventually';
import { createTestDatabase } from './test-database';
import { purposeKey } from '../../src/common/crypto/purpose-keys';
import { TestSmtpServer } from './test-smtp';

/**
 * For files whose test client stands in for a proxy on this host, naming each visitor in
 * X-Forwarded-For (per-address limits, many visitors): the README's default believes no proxy.
 */
export const TEST_CLIENT_IS_PROXY = { TRUST_PROXY: 'loopback' } as const;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The key the test app signs session tokens with (derived from TEST_JWT_SECRET), as @nestjs/jwt takes a secret. */
export const TEST_SESSION_KEY = purposeKey(TEST_JWT_SECRET, 'session') as unknown as Buffer;

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  databaseUrl: string;
  dataDir: string;
  /**
   * The file the app's lines reach (a LOG_FILE): development's single pretty lines, at the default
   * level. Its own, unless another app of this process was open first (nestjs-pino's one logger per process).
   */
  logFile: string;
  /** A fresh EntityManager of the app's ORM, to read or arrange rows as the app stores them. */
  em(): EntityManager;
  /** The log's ERROR and FATAL lines so far, once every line written before the call is in the file. */
  loggedErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A test app whose mail goes to a real SMTP server of its own (`mail`), started and stopped with it. */
export type TestAppWithMail = TestApp & { mail: TestSmtpServer };

interface TestAppOptions {
  /** The address the app reaches its database at (through a TcpCut, say). */
  routeDatabase?: (url: string) => Promise<string>;
  /** Send the app's mail to a real SMTP server of its own. */
  mail?: boolean;
}

/**
 * The real app (built by main.ts's createApp) on a fresh database copied from the migrated
 * template. `env` overrides configuration; with `mail`, its mail goes to a TestSmtpServer of its own.
 */
export async function createTestApp(
  env: Partial<Record<EnvVariable, string>>,
  options: TestAppOptions & { mail: true },
): Promise<TestAppWithMail>;
export async function createTestApp(env?: Partial<Record<EnvVariable, string>>, options?: TestAppOptions): Promise<TestApp>;
export async function createTestApp(
  env: Partial<Record<EnvVariable, string>> = {},
  { routeDatabase = async (url: string) => url, mail = false }: TestAppOptions = {},
): Promise<TestApp | TestAppWithMail> {
  return withMailServer(mail, (mailEnv) => startTestApp({ ...mailEnv, ...env }, routeDatabase));
}

/**
 * What `start` starts (given the configuration to mail with), its mail going to a TestSmtpServer of its
 * own (`mail`, stopped when it closes) when `mail` is set.
 */
export async function withMailServer<T extends TestApp>(
  mail: boolean,
  start: (mailEnv: Partial<Record<EnvVariable, string>>) => Promise<T>,
): Promise<T | (T & { mail: TestSmtpServer })> {
  if (!mail) return start({});
  const smtp = await new TestSmtpServer().start();
  const started = await start(smtp.appEnv()).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  return {
    ...started,
    mail: smtp,
    close: async () => {
      await started.close();
      await smtp.stop();
    },
  };
}

/** The file the process's one logger writes to (the first app's of those open), while it is open. */
let processLogger: { logFile: string } | undefined;

/**
 * Lets the next app make the process's logger anew: nestjs-pino keeps it in a module of its own,
 * with a reset for tests it does not export (its package exports only its root), reached here by path.
 */
function forgetProcessLogger(): void {
  const rootLogger = join(dirname(require.resolve('nestjs-pino/package.json')), 'dist/cjs/rootLogger.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module the package's exports do not name
  (require(rootLogger) as { resetRootLogger(): void }).resetRootLogger();
  (PinoLogger as { root?: unknown }).root = undefined;
}

async function startTestApp(env: Partial<Record<EnvVariable, string>>, routeDatabase: (url: string) => Promise<string>): Promise<TestApp> {
  // A second instance on another app's database (env.DATABASE_URL) needs no copy of its own.
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => undefined } : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-test-data-'));
  // The README's defaults (NODE_ENV and LOG_LEVEL unset: development, info), so every test runs
  // the logging users run; only the destination differs, a file of the test's own (`logFile`).
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_FILE: join(dataDir, 'app.log'),
    DATABASE_URL: await routeDatabase(database.url),
    JWT_SECRET: TEST_JWT_SECRET,
    // Every test signs in from this one address (127.0.0.1), many times a minute: the README's
    // per-address limit of the sign-in routes would answer 429; rate-limit tests set their own.
    AUTH_RATE_LIMIT: '100000',
    ADMIN_EMAIL: 'admin@voosh.test',
    ADMIN_PASSWORD: 'admin-password-1',
    // Nothing listens there: the rates service is unreachable unless a test points it at a stand-in.
    CURRENCY_RATES_URL: 'http://127.0.0.1:9/latest',
    ...env,
  });
  const app = await createApp(config).catch(async (error: unknown) => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // nestjs-pino keeps one logger per process, made by the first app that starts: every app of the
  // process logs through it, to that app's file, until that app closes and the next app makes its own.
  const logger = PinoLogger.root;
  const ownsLogger = !processLogger;
  processLogger ??= { logFile: config.logFile! };
  const logFile = processLogger.logFile;
  return {
    app,
    http: request(app.getHttpServer()),
    databaseUrl: database.url,
    dataDir,
    logFile,
    em: () => app.get(EntityManager).fork(),
    loggedErrors: async () => {
      const marker = `log flushed ${randomUUID()}`;
      logger.info(marker);
      const log = await eventually(() => {
        const text = readFileSync(logFile, 'utf8');
        if (!text.includes(marker)) throw new Error(`${logFile} does not have the latest lines yet`);
        return text;
      });
      // Each ERROR or FATAL entry with the lines that follow it (the error's type, message and stack).
      const entries: string[] = [];
      for (const line of log.split('\n')) {
        if (/^\[[^\]]+\] (ERROR|FATAL)\b/.test(line)) entries.push(line);
        else if (/^\[[^\]]+\] /.test(line)) entries.push('');
        else if (entries.length && entries.at(-1) !== '') entries[entries.length - 1] += `\n${line}`;
      }
      return entries.filter(Boolean);
    },
    close: async () => {
      await app.close();
      if (ownsLogger) {
        forgetProcessLogger();
        processLogger = undefined;
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
