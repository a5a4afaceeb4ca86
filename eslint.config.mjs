// ESLint for every workspace; `npm run lint` also type-checks each of them with tsc.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'libs/api-client/src/schema.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // An arrow's expression body is its return value, and React calls an effect's return value as
    // its clean-up: `useEffect(() => window.scrollTo(0, 0))` returned Chromium's Promise and blanked
    // the page (issue 10). Effects get a block body.
    files: ['storefront/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/], CallExpression[callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression[expression=true]',
          message: 'Give the effect a block body: an expression body is returned, and React calls what an effect returns as its clean-up.',
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
      globals: { console: 'readonly', process: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly', fetch: 'readonly', setTimeout: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
  },
);
