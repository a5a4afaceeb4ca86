import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from '../scripts/vite-precompress';

const sharedEntry = fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url));

const NO_PROP_TYPES = '\0no-prop-types';

/**
 * @stripe/react-stripe-js imports prop-types (CommonJS) only to declare propTypes, which React 19
 * no longer reads. Bundled as it is, that CommonJS module in the payment page's lazy chunk makes
 * Rolldown split React, TanStack Query and parts of libs/shared out of the main chunk into a dozen
 * small chunks that every first load then preloads (+3 KB, 8 -> 20 files). Its propTypes get this
 * no-op instead, for that package only (MUI keeps the real prop-types in development).
 */
function stripePropTypesNoop(): Plugin {
  return {
    name: 'voosh:stripe-prop-types-noop',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'prop-types' && importer?.includes('/@stripe/react-stripe-js/') ? NO_PROP_TYPES : null;
    },
    load(id) {
      return id === NO_PROP_TYPES
        ? 'const check = () => null; check.isRequired = check; export default new Proxy({}, { get: () => check });'
        : null;
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A build's NODE_ENV follows Vite's mode, never the shell's: `vite build` (mode production, what
  // `npm run build` and `npm start` run) always makes the production bundle, even with
  // NODE_ENV=development exported on a developer's machine, which Vite would otherwise honour
  // (React's development build: a main chunk of 633 KB instead of 410 KB). `vite build --mode
  // development` makes a development build on purpose (test/browser/dev-build.browser-spec.ts).
  // Set here, before the plugins are made, because Vite decides production or not from
  // process.env.NODE_ENV after loading this config. The dev server (`vite`) is left as it was.
  if (command === 'build') process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
  return {
    plugins: [react(), stripePropTypesNoop(), precompressAssets()],
    resolve: {
      alias: { '@voosh/shared': sharedEntry },
    },
    build: {
      outDir: 'dist',
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/api': 'http://localhost:3000',
        // The admin console's dev server, so both apps share one origin (and one stored session).
        '/admin': { target: 'http://localhost:5174', ws: true },
      },
    },
  };
});
