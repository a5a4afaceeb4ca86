import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { API_PREFIX } from '../configure-app';
import { createOpenApiDocument } from '../openapi';

export const OPENAPI_FILE = join(__dirname, '../../../libs/api-client/openapi.json');

/**
 * Writes the OpenAPI document to libs/api-client/openapi.json. The app is built in preview mode
 * (no provider runs, no database), which is all the document needs.
 */
async function main(): Promise<void> {
  // Not a server: it answers no request, and its only output is the file and one line about it.
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(AppModule.register(config), new FastifyAdapter(), { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = createOpenApiDocument(app);
  writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${OPENAPI_FILE} (${Object.keys(document.paths).length} paths)`);
  await app.close();
}

void main();
