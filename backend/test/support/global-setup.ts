import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { ormConfig } from '../../src/database/mikro-orm.config';
import { CatalogSeeder } from '../../src/database/seeders/catalog.seeder';
import { freePort } from './free-port';
import { ADMIN_URL_ENV, onServer, TEMPLATE_ENV, withDatabase } from './test-database';

declare global {
  var __VOOSH_TEST_PG__: { stop(): Promise<void>; dataDir: string } | undefined;
}

/**
 * Once per `npm test`: the PostgreSQL server of DATABASE_URL, else an embedded one on /dev/shm
 * with fsync off; then a template database with every migration and the catalogue seed.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    const embedded = await startEmbeddedPostgres({
      dataDir: mkdtempSync(join(base, 'voosh-test-pg-')),
      port: await freePort(),
      durable: false,
    });
    globalThis.__VOOSH_TEST_PG__ = embedded;
    adminUrl = embedded.adminUrl;
  }

  const template = `voosh_test_${Date.now().toString(36)}_${process.pid}`;
  await onServer(adminUrl, (client) => client.query(`CREATE DATABASE "${template}"`));
  const orm = await MikroORM.init(ormConfig(withDatabase(adminUrl, template)));
  try {
    await orm.migrator.up();
    await orm.seeder.seed(CatalogSeeder);
  } finally {
    await orm.close(true);
    // MikroORM keeps entity metadata on globalThis; a test file run in-band (one file, same
    // process) would otherwise find this realm's Maps and fail with "incompatible receiver".
    delete (globalThis as Record<string, unknown>)['mikro-orm-metadata'];
  }
  process.env[ADMIN_URL_ENV] = adminUrl;
  process.env[TEMPLATE_ENV] = template;
}
