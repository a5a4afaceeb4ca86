import backendGlobalTeardown from '@voosh/test-support/global-teardown';

/** Tears down only what global-setup.ts made; otherwise the backend project's teardown does. */
export default async function globalTeardown(): Promise<void> {
  if (globalThis.__VOOSH_BROWSER_OWNS_TEST_PG__) await backendGlobalTeardown();
}
