// Tracing first: it patches http, pg and ioredis as they load.
import './common/telemetry/start-tracing';
import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from 'nestjs-pino';
import { loadConfig } from './config/app-config';
import { type EscapedErrorLog, guardProcess } from './common/http/escaped-errors';
import { createApp } from './configure-app';
import { LogDestination } from './common/logging/log-destination';
import { MailTransport } from './mail/mail-transport';
import { startSummary } from './start-summary';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { stopTracing } from './common/telemetry/tracing';

/** How long the answers under way get at a stop before their connections are closed. */
const DRAIN_MS = 3_000;

/**
 * Start-up: validated configuration, the embedded PostgreSQL when DATABASE_URL is unset, the
 * app (migrations and seed run in DatabaseStartupService), then the summary, last. An orderly,
 * quiet stop on SIGINT (a terminal's Ctrl-C) or SIGTERM: the server stops taking connections, the
 * live streams end, the answers under way finish (DRAIN_MS at most), then Nest's shutdown hooks
 * (workers, the database pool) and the embedded database last.
 */
async function bootstrap(): Promise<void> {
  // Until the app's logger exists, escaped errors go to the console.
  const consoleLog: EscapedErrorLog = {
    error: (details, message) => console.error(message, details),
    fatal: (details, message) => console.error(message, details),
  };
  guardProcess(() => PinoLogger.root ?? consoleLog);
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let app: NestFastifyApplication | undefined;
  let stopping = false;

  const start = async () => {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
      config.databaseUrl = embedded.url;
      console.log(`Embedded PostgreSQL running on port ${config.embeddedPgPort}, data in ${config.dataDir}/pg`);
    }
    if (stopping) return;
    app = await createApp(config);
    // Every interface, as Express did and a container's port mapping needs (Fastify's default is localhost only).
    await app.listen(config.port, '0.0.0.0');
  };
  const started = start();

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: shutting down`);
    // A stop during the start lets the step under way end (nothing half-made is left behind).
    await started.catch(() => undefined);
    if (app) {
      // Fastify's close stops listening, runs preClose (the live streams end there) and waits for
      // the answers under way; Nest's close() would run the shutdown hooks (the database pool's
      // among them) before closing the HTTP server, so the server is closed first.
      const server = app.getHttpAdapter().getInstance();
      const cut = setTimeout(() => server.server.closeAllConnections(), DRAIN_MS);
      await server.close().catch((error: unknown) => console.error('Error while closing the HTTP server:', error));
      clearTimeout(cut);
    }
    await app?.close().catch((error: unknown) => console.error('Error while closing the app:', error));
    await embedded?.stop().catch((error: unknown) => console.error('Error while stopping PostgreSQL:', error));
    await stopTracing().catch((error: unknown) => console.error('Error while exporting the last traces:', error));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  try {
    await started;
  } catch (error) {
    if (stopping) return;
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  if (stopping || !app) return;
  const summary = startSummary(config, await app.get(MailTransport).destination());
  // The summary is the last thing the start prints: after every line the app has logged so far.
  await app.get(LogDestination).flushed();
  for (const line of summary) console.log(line);
}

bootstrap().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
