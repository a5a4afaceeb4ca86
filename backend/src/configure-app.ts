import fastifyCompress from '@fastify/compress';
import { MikroORM } from '@mikro-orm/postgresql';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { COMPRESS_FROM_BYTES } from '@voosh/shared';
import { AppLogger } from './common/logging/app-logger';
import { RequestLog } from './common/logging/request-log';
import { MaintenanceGate } from './api/maintenance/maintenance-gate';
import { AppModule } from './app.module';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { BODY_ENCODINGS, BODY_LIMIT_BYTES, corruptEncoding, readBodies, unsupportedEncoding } from './common/http/request-bodies';
import { corsOptions, securityHeaderValues } from './common/http/response-headers';
import { cutUnfinishedBodies } from './common/http/request-deadline';
import { requestIdOf } from './common/http/request-id';
import { createValidationPipe } from './common/http/validation';
import { scopeRequests } from './common/http/request-scope';
import { serveSpas } from './common/http/serve-spas';
import { setupOpenApi } from './openapi';
import { STRIPE_WEBHOOK_PATH } from './payments/payments.controller';
import { Metrics } from './common/metrics/metrics';
import { answerCounter, serveMetrics } from './common/metrics/serve-metrics';
import { traceHandlers } from './common/telemetry/handler-spans';
import { traceRequests } from './common/telemetry/request-spans';
import { registerDatabaseMetrics } from './common/metrics/database-metrics';

export const API_PREFIX = 'api';

/**
 * The one way the app is built, for one validated configuration: main.ts, the e2e and browser
 * tests and the benchmark all call it, so they run the same HTTP surface. Initialised, not yet
 * listening.
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustedProxies,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    // On SIGTERM a request whose connection was already taken is served, not answered 503: the
    // server stops listening first and the database closes only after the last answer (main.ts).
    return503OnClosing: false,
    // A client gets this long to send its whole request, a third of it for the headers, then 408
    // and the connection closes: a body shorter than its Content-Length held one for over a minute.
    // Node checks open requests every interval, so it is a fraction of the bound; a timer of the
    // app's own cuts a body still unfinished at the bound after its headers where Node no longer
    // checks (the server closing: cutUnfinishedBodies).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.ceil(config.requestTimeoutMs / 3),
      connectionsCheckingInterval: Math.max(100, Math.ceil(config.requestTimeoutMs / 10)),
    },
    // Idle keep-alive connections: longer than nginx's upstream keepalive (60 s) so nginx closes first.
    keepAliveTimeout: 72_000,
    // The pipeline is Fastify's hooks alone (no Nest middleware): no middleware engine on every request.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    // Start-up lines wait for the app's logger (LOG_LEVEL, LOG_FILE) instead of going to the console.
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  try {
    await configureApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    // A start that fails (a weak admin password, say) leaves nothing open: its pool, Redis clients, timers.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Everything about the HTTP surface that is not a module: one Fastify pipeline for every answer. */
async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  const fastify = app.getHttpAdapter().getInstance();
  app.useLogger(app.get(AppLogger));
  // Nest flushes the buffered lines on listen() only: an app that is never listened on (the API
  // tests' supertest app) would otherwise keep every Nest Logger line, errors included, in memory.
  app.flushLogs();
  // First, so every later hook and the handler run in the request's span.
  traceRequests(fastify);
  traceHandlers();
  const securityHeaders = securityHeaderValues();
  // Every answer carries helmet's security headers and names its request, as the log does. API
  // answers are stored by no cache (they carry sessions, codes, personal data and documents) unless
  // their route says otherwise: the public catalogue revalidates by ETag, the rates keep 5 minutes.
  fastify.addHook('onRequest', (request, reply, done) => {
    // The id on the node:http request too, where the log lines and the escaped-error handler read it.
    (request.raw as { id?: string }).id = request.id;
    void reply.headers(securityHeaders).header('X-Request-Id', request.id);
    if (request.url.startsWith(`/${API_PREFIX}/`)) void reply.header('Cache-Control', 'no-store');
    done();
  });
  const requestLog = app.get(RequestLog);
  const countAnswer = answerCounter(app.get(Metrics), config.metricsToken);
  // One hook once an answer is sent: its request line, and its count when metrics are read.
  fastify.addHook('onResponse', (request, reply, done) => {
    requestLog.write(request, reply);
    countAnswer?.(request, reply);
    done();
  });
  app.get(MaintenanceGate).guard(fastify);
  // Gzip or brotli for the SPAs' assets and the larger JSON answers (admin lists); request bodies
  // in BODY_ENCODINGS are inflated before parsing.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    requestEncodings: BODY_ENCODINGS,
    onUnsupportedRequestEncoding: unsupportedEncoding,
    onInvalidRequestPayload: corruptEncoding,
  });
  app.enableCors(corsOptions(config));
  readBodies(fastify, STRIPE_WEBHOOK_PATH);
  cutUnfinishedBodies(fastify, config.requestTimeoutMs);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(HttpAdapterHost)));
  setupOpenApi(app);
  // Statements are timed only when metrics can be read (METRICS_TOKEN), as answers are counted.
  await registerDatabaseMetrics(app.get(Metrics), app.get(MikroORM), { timed: Boolean(config.metricsToken) });
  serveMetrics(fastify, app.get(Metrics), config.metricsToken, await serveSpas(app));
  scopeRequests(app.getHttpServer(), app.get(MikroORM).em);
}
