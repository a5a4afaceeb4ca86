import backendGlobalSetup from '@voosh/test-support/global-setup';
import { ADMIN_URL_ENV, TEMPLATE_ENV } from '@voosh/test-support/test-database';

declare global {
  var __VOOSH_BROWSER_OWNS_TEST_PG__: boolean | undefined;
}

/**
 * The backend's test databases, shared with the backend project when both run (Jest runs the
 * projects' global setups one after the other in one process, in no fixed order):
 * - backend first: its databases are there already, reuse them;
 * - browser first (or alone): make them, and point the backend's setup at the same server
 *   (DATABASE_URL) so that it starts no second embedded PostgreSQL. Whichever teardown runs
 *   first stops the embedded server; stopping is made idempotent for the other.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[TEMPLATE_ENV]) return;
  await backendGlobalSetup();
  globalThis.__VOOSH_BROWSER_OWNS_TEST_PG__ = true;
  const embedded = globalThis.__VOOSH_TEST_PG__;
  if (!embedded) return;
  process.env.DATABASE_URL = process.env[ADMIN_URL_ENV];
  let stopping: Promise<void> | undefined;
  globalThis.__VOOSH_TEST_PG__ = { dataDir: embedded.dataDir, stop: () => (stopping ??= embedded.stop()) };
}
