import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config/app-config';
import { EnvVariable } from '../../src/config/env-schema';
import { configureApp } from '../../src/configure-app';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  databaseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app (same configureApp as main.ts) on a fresh database copied from the migrated
 * template. `env` overrides configuration, e.g. SMTP_HOST/SMTP_PORT of a test SMTP server.
 */
export async function createTestApp(env: Partial<Record<EnvVariable, string>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    MAIL_POLL_MS: '100',
    ADMIN_EMAIL: 'admin@voosh.test',
    ADMIN_PASSWORD: 'admin-password-1',
    // Nothing listens there: the rates service is unreachable unless a test points it at a stand-in.
    CURRENCY_RATES_URL: 'http://127.0.0.1:9/latest',
    ...env,
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { logger: false, bodyParser: false, abortOnError: false });
  configureApp(app);
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    databaseUrl: database.url,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
