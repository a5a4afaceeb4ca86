import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { TRUSTED_PROXIES } from './common/http/client-address';
import { bodyErrorHandler, refuseDeepJson } from './common/http/body-errors';
import { corsOptions, securityHeaders } from './common/http/response-headers';
import { createValidationPipe } from './common/http/validation';
import { scopeRequests } from './common/http/request-scope';
import { serveSpas } from './common/http/serve-spas';
import { setupOpenApi } from './openapi';
import { CatalogEdge } from './catalog/catalog-edge';
import { STRIPE_WEBHOOK_PATH } from './payments/payments.controller';

export const API_PREFIX = 'api';
export const BODY_LIMIT = '100kb';

/** What a caller may choose of Nest's start-up: the logger while starting (main buffers it; tests and the benchmark silence it). */
export type AppStartOptions = { bufferLogs: true } | { logger: false };

/**
 * The one way the app is built, for one validated configuration: main.ts, the e2e and browser
 * tests and the benchmark all call it, so they run the same HTTP surface. Not yet listening.
 */
export async function createApp(config: AppConfig, start: AppStartOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    ...start,
    bodyParser: false,
    abortOnError: false,
  });
  configureApp(app);
  return app;
}

/** Everything about the HTTP surface that is not a module. */
function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', TRUSTED_PROXIES);
  app.set('etag', 'strong');
  app.use(securityHeaders());
  // Gzip for the SPAs' assets and the larger JSON answers (the catalogue, admin lists).
  app.use(compression());
  app.enableCors(corsOptions(config));
  // Stripe signs the exact bytes it sent: the webhook alone keeps its body raw.
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: BODY_LIMIT }));
  app.use(express.json({ limit: BODY_LIMIT, verify: refuseDeepJson }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(bodyErrorHandler);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(HttpAdapterHost)));
  setupOpenApi(app);
  serveSpas(app);
  app.get(CatalogEdge).install(app);
  scopeRequests(app.getHttpServer());
}
