import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Test databases: one template migrated and seeded once per run (global-setup.ts), then one
 * database per test file copied from it, so files never share state.
 */
export const TEMPLATE_ENV = 'VOOSH_TEST_TEMPLATE';
export const ADMIN_URL_ENV = 'VOOSH_TEST_ADMIN_URL';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function onServer<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the run's template; returns its URL and a drop function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env[ADMIN_URL_ENV];
  const template = process.env[TEMPLATE_ENV];
  if (!adminUrl || !template) throw new Error('Test database settings missing: is the Jest globalSetup configured?');
  // Random, not a counter: Jest gives every test file a fresh copy of this module, and a file that
  // failed before dropping its database must not make the next file in the same worker collide.
  const name = `${template}_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    url: withDatabase(adminUrl, name),
    drop: () => onServer(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
