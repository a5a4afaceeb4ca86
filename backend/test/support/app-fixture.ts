import type { EnvVariable } from '../../src/config/env-schema';
import { matrixActors } from './accounts';
import { createTestApp, type TestApp } from './test-app';

export type MatrixActors = Awaited<ReturnType<typeof matrixActors>>;

/**
 * One app and its authorization-matrix actors for a describe block: started in beforeAll, closed
 * in afterAll. `ready` hands them over, so the tests keep plain `t` and `actors` variables.
 */
export function withAppAndActors(ready: (t: TestApp, actors: MatrixActors) => void, env: Partial<Record<EnvVariable, string>> = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
    ready(app, await matrixActors(app));
  });
  afterAll(() => app?.close());
}
