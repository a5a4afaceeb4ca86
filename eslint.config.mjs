// ESLint for every workspace; `npm run lint` also type-checks each of them with tsc.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The backend's feature folders: every folder of backend/src but the ground floors below them. */
const BACKEND_GROUND = ['common', 'config'];
const backendFeatures = readdirSync('backend/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !BACKEND_GROUND.includes(entry.name))
  .map((entry) => `./backend/src/${entry.name}`);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.data/**', 'libs/api-client/src/schema.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // An arrow's expression body is its return value, and React calls an effect's return value as
    // its clean-up: `useEffect(() => window.scrollTo(0, 0))` returned Chromium's Promise and blanked
    // the page. Effects get a block body.
    files: ['storefront/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/], CallExpression[callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression[expression=true]',
          message: 'Give the effect a block body: an expression body is returned, and React calls what an effect returns as its clean-up.',
        },
      ],
    },
  },
  {
    // Floors run one way (see also scripts/check-folder-loops.mjs, which sees loops of folders).
    files: ['backend/src/**/*.ts', 'storefront/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['backend/tsconfig.json', 'storefront/tsconfig.json', 'admin/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './backend/src/common', from: backendFeatures, message: 'common/ is the ground floor: it imports no feature.' },
            {
              target: './backend/src/config',
              from: ['./backend/src/common', ...backendFeatures],
              message: 'config/ imports nothing of the app.',
            },
            {
              target: './storefront/src/features',
              from: './storefront/src/app',
              message: 'Features never import app/: move the shared part to components/ or lib/.',
            },
            {
              target: ['./storefront/src/components', './storefront/src/lib'],
              from: ['./storefront/src/features', './storefront/src/app'],
              message: 'components/ and lib/ import no feature and not app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (a `node --require` hook) load their modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
      },
    },
  },
);
