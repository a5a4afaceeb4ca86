// Tracing first, as main.ts starts it (it does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
import '../src/common/telemetry/start-tracing';
import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../src/auth/token.service';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/configure-app';
import { SettingsService } from '../src/settings/settings.service';
import { User } from '../src/users/entities/user.entity';
import { purposeKey } from '../src/common/crypto/purpose-keys';
import { seal } from '../src/common/crypto/secret-box';
import { WebhookEndpoint } from '../src/webhooks/entities/webhook-endpoint.entity';
import { newWebhookSecret } from '../src/webhooks/webhook-signature';
import { answerCpuUsage, type BenchServerInput, type BenchServerReady } from './bench-protocol';

/**
 * The app under load, in a process of its own so autocannon (in the parent) does not share its
 * event loop and its CPU figures are its own: the real app, as main.ts builds it in production
 * (request logs to a file, API rate limit raised out of the way).
 */
async function start(): Promise<void> {
  const input = JSON.parse(process.env.BENCH_SERVER ?? '') as BenchServerInput;
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: input.databaseUrl,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    // The default level (info: a line per request, as docker-compose runs it), written to a file so
    // the benchmark's own output stays readable; the logging's cost is part of every figure.
    LOG_FILE: join(dataDir, 'app.log'),
    // Staff have their own limit (3,000 a minute): raised out of the way like the customers' below.
    STAFF_RATE_LIMIT: '1000000',
    // Nothing listens there: the rates fetch fails at once and the fallback rates are served.
    CURRENCY_RATES_URL: 'http://127.0.0.1:9/latest',
    // The benchmark's webhook receiver listens on loopback, which production refuses otherwise.
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    // Set by the observability section: the metrics' cost is measured with and without it.
    ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  await app.get(SettingsService).save({ apiRateLimit: 10_000_000 });
  const appUrl = await app.getUrl();

  const tokens: Record<string, string> = {};
  const em = app.get(MikroORM).em.fork();
  const signer = app.get(TokenService);
  const users = await em.find(User, { email: { $in: input.emails } });
  for (const user of users) tokens[user.email] = signer.sign(user);
  const webhookEndpointId = await registerWebhookEndpoint(em, config.jwtSecret, input.webhookReceiverUrl);
  const answer = await fetch(`${appUrl}/api/arms`);
  if (!answer.ok) throw new Error(`GET /api/arms answered ${answer.status}`);
  const catalogueBytes = (await answer.arrayBuffer()).byteLength;

  const stop = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('disconnect', () => void stop());
  answerCpuUsage();
  process.send!({
    appUrl,
    tokens,
    catalogueBytes,
    webhookEndpointId,
  } satisfies BenchServerReady);
}

/**
 * The receiver's endpoint, stored as an admin's registration stores it. It is written here because
 * the API refuses a plain-http loopback URL in production, as it should.
 */
async function registerWebhookEndpoint(em: EntityManager, jwtSecret: string, url: string): Promise<number> {
  const endpoint = em.create(WebhookEndpoint, {
    url,
    eventTypes: ['demo_request.created'],
    secretBox: seal(newWebhookSecret(), purposeKey(jwtSecret, 'webhook-secret')),
    createdBy: null,
  });
  await em.flush();
  return endpoint.id;
}

start().catch((error: unknown) => {
  console.error(`Benchmark server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
