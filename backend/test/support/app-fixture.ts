import type { EnvVariable } from '../../src/config/env-schema';
import { SettingsService } from '../../src/settings/settings.service';
import { matrixActors } from './accounts';
import { createTestApp, type TestApp } from './test-app';
import type { TestSmtpServer } from './test-smtp';

export type MatrixActors = Awaited<ReturnType<typeof matrixActors>>;

interface FixtureOptions {
  env?: Partial<Record<EnvVariable, string>>;
  /** Start a real SMTP server and send the app's mail through it. */
  mail?: boolean;
  /** Raise the per-user API rate limit before the actors sign in, for files that make many calls as one user. */
  apiRateLimit?: number;
}

/**
 * One app and its authorization-matrix actors for a describe block: started in beforeAll, closed
 * in afterAll. `ready` hands them over (with the SMTP server when `mail` is set), so the tests
 * keep plain `t`, `actors` and `smtp` variables.
 */
export function withAppAndActors(
  ready: (t: TestApp, actors: MatrixActors, smtp: TestSmtpServer | undefined) => void,
  { env = {}, mail = false, apiRateLimit }: FixtureOptions = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const withMail = mail ? await createTestApp(env, { mail: true }) : undefined;
    const started = withMail ?? (await createTestApp(env));
    app = started;
    if (apiRateLimit) await started.app.get(SettingsService).save({ apiRateLimit });
    ready(started, await matrixActors(started), withMail?.mail);
  });
  afterAll(() => app?.close());
}
