// Tracing first: it patches http, pg and ioredis as they load.
import './common/telemetry/start-tracing';
import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from 'nestjs-pino';
import { loadConfig } from './config/app-config';
import { type EscapedErrorLog, guardProcess } from './common/http/escaped-errors';
import { createApp } from './configure-app';
import { MailTransport } from './mail/mail-transport';
import { startSummary } from './start-summary';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { stopTracing } from './common/telemetry/tracing';

/**
 * Start-up: validated configuration, the embedded PostgreSQL when DATABASE_URL is unset, the
 * app (migrations and seed run in DatabaseStartupService), and an orderly stop on SIGINT/SIGTERM:
 * Nest's shutdown hooks first, the embedded database last.
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
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
    config.databaseUrl = embedded.url;
    console.log(`Embedded PostgreSQL running on port ${config.embeddedPgPort}, data in ${config.dataDir}/pg`);
  }

  let app: NestFastifyApplication | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: shutting down`);
    // Stop taking connections and let the requests in flight finish first: Nest's close() runs the
    // shutdown hooks (the database pool's among them) before it closes the HTTP server.
    await app
      ?.getHttpAdapter()
      .getInstance()
      .close()
      .catch((error: unknown) => console.error('Error while closing the HTTP server:', error));
    await app?.close().catch((error: unknown) => console.error('Error while closing the app:', error));
    await embedded?.stop().catch((error: unknown) => console.error('Error while stopping PostgreSQL:', error));
    await stopTracing().catch((error: unknown) => console.error('Error while exporting the last traces:', error));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  try {
    app = await createApp(config);
    // Every interface, as Express did and a container's port mapping needs (Fastify's default is localhost only).
    await app.listen(config.port, '0.0.0.0');
    for (const line of startSummary(config, await app.get(MailTransport).destination())) console.log(line);
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
