/**
 * One Jest run for the whole repository (`npm test`): each workspace is a project.
 * ts-jest transpiles only (isolatedModules in tsconfig.base.json); `npm run lint` does the type check.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];


module.exports = {
  maxWorkers: 2,
  testTimeout: 60000,
  projects: [
    {
      displayName: 'shared',
      rootDir: 'libs/shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest },
    },
    {
      displayName: 'backend',
      rootDir: 'backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
      transform: { '^.+\\.ts$': tsJest },
      moduleNameMapper: { '^@voosh/shared$': '<rootDir>/../libs/shared/src/index.ts' },
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
