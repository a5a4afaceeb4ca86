import { rmSync } from 'node:fs';
import { ADMIN_URL_ENV, onServer, TEMPLATE_ENV } from './test-database';

/** Drops this run's databases on a shared server, or stops the embedded one and removes it. */
export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__VOOSH_TEST_PG__;
  if (embedded) {
    await embedded.stop();
    rmSync(embedded.dataDir, { recursive: true, force: true });
    return;
  }
  const adminUrl = process.env[ADMIN_URL_ENV];
  const template = process.env[TEMPLATE_ENV];
  if (!adminUrl || !template) return;
  await onServer(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${template}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
