/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config */
const { readdirSync, readFileSync } = require('node:fs');
const { availableParallelism } = require('node:os');
const { join } = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */
/**
 * One Jest run for the whole repository (`npm test`): each workspace is a project.
 * ts-jest transpiles only (isolatedModules in tsconfig.base.json); `npm run lint` does the type check.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];
const storefrontTsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'bundler',
      target: 'ES2022',
      esModuleInterop: true,
      isolatedModules: true,
    },
  },
];
const browserTsConfig = {
  module: 'commonjs',
  moduleResolution: 'bundler',
  target: 'ES2022',
  esModuleInterop: true,
  isolatedModules: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
};
/** Workspace packages mapped to their TypeScript sources, so tests need no build. */
const sourceOf = (...libs) => Object.fromEntries(libs.map((lib) => [`^@voosh/${lib}$`, `<rootDir>/../libs/${lib}/src/index.ts`]));
/** The test kit (backend/test/support) by package name, for the other workspaces' tests. */
const TEST_KIT = { '^@voosh/test-support/(.*)$': '<rootDir>/../backend/test/support/$1' };

/**
 * The API test files that run in one pass only, as their first line says: `// @test-pass direct: <why>`
 * (against the one app the test starts) or `// @test-pass nginx: <why>` (two instances behind nginx).
 * Every other API file runs in both passes.
 */
function apiFilesOnlyIn(pass) {
  const dir = join(__dirname, 'backend/test');
  const marker = new RegExp(`^// @test-pass ${pass}: \\S`);
  const files = readdirSync(dir).filter((file) => file.endsWith('.e2e-spec.ts') && marker.test(readFileSync(join(dir, file), 'utf8')));
  return files.map((file) => `/${file.replaceAll('.', '\\.')}$`);
}

/** The backend's tests: Node, the API's sources, one migrated template database for every suite. */
const backend = {
  rootDir: 'backend',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': tsJest },
  moduleNameMapper: { '^@voosh/shared$': '<rootDir>/../libs/shared/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

module.exports = {
  // One worker per core (Jest's default leaves one core idle; the suites wait on PostgreSQL and Chromium as much as on the CPU).
  maxWorkers: availableParallelism(),
  // A worker whose heap passed this after a file is replaced by a fresh one: a Jest worker keeps
  // much of each file's garbage until V8 needs the room, and one that ends with a heap of 1.5 GB
  // and more takes longer than Jest's half second to exit ("failed to exit gracefully").
  workerIdleMemoryLimit: '800MB',
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
      ...backend,
      displayName: 'backend',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: apiFilesOnlyIn('nginx'),
    },
    {
      // The API e2e suite again, each app it starts deployed as two instances behind Debian's nginx.
      // `npm test` runs this project after all the others, on its own: beside them, two instances and
      // nginx per file left the browser tests too little of the two cores.
      ...backend,
      displayName: 'api-through-nginx',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: apiFilesOnlyIn('direct'),
      setupFilesAfterEnv: ['<rootDir>/test/support/through-nginx.setup.ts'],
    },
    {
      // Component tests: jsdom, TSX compiled to CommonJS.
      displayName: 'storefront',
      rootDir: 'storefront',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': storefrontTsJest },
      moduleNameMapper: {
        ...sourceOf('shared', 'api-client'),
        ...TEST_KIT,
        '\\.(css|svg|png|jpe?g|webp|gif)$': '<rootDir>/test/support/file-mock.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
    },
    {
      // Admin console component tests: jsdom like the storefront's (its environment and setup).
      displayName: 'admin',
      rootDir: 'admin',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': storefrontTsJest },
      moduleNameMapper: {
        ...sourceOf('shared', 'api-client'),
        ...TEST_KIT,
        '\\.(css|svg|png|jpe?g|webp|gif)$': '<rootDir>/../storefront/test/support/file-mock.cjs',
        '^react-hotkeys-hook$': '<rootDir>/test/support/react-hotkeys-hook.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
    },
    {
      // Browser tests: the real backend serving the built SPAs, driven through headless Chromium.
      displayName: 'browser',
      rootDir: 'storefront',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      // CommonJS although storefront/package.json says "type": "module"; decorators for the Nest app.
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: browserTsConfig }] },
      moduleNameMapper: { ...sourceOf('shared'), ...TEST_KIT },
      // The backend's test databases (shared with the backend project when both run).
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/browser/support/global-teardown.ts',
    },
  ],
};
