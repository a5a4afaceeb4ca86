import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { SITE_DESCRIPTION } from '../libs/shared/src/brand';
import { COLOR_SCHEME_SCRIPT } from '../libs/shared/src/rendered-pages';
import { precompressAssets } from '../scripts/vite-precompress';

const sharedEntry = fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url));

/**
 * A plugin that gives the modules `importer` matches, where they import `source`, the module
 * `code` instead (a virtual module, `\0`-prefixed so no other plugin resolves it).
 */
function replaceImport(name: string, replaced: { source: RegExp; importer: RegExp; code: string }): Plugin {
  const id = `\0${name}`;
  return {
    name: `voosh:${name}`,
    enforce: 'pre',
    resolveId: (source, importer) => (replaced.source.test(source) && replaced.importer.test(importer ?? '') ? id : null),
    load: (loaded) => (loaded === id ? replaced.code : null),
  };
}

/**
 * @stripe/react-stripe-js imports prop-types (CommonJS) only to declare propTypes, which React 19
 * no longer reads. Bundled as it is, that CommonJS module in the payment page's lazy chunk makes
 * Rolldown split React, TanStack Query and parts of libs/shared out of the main chunk into a dozen
 * small chunks that every first load then preloads (+3 KB, 8 -> 20 files). Its propTypes get this
 * no-op instead, for that package only (MUI keeps the real prop-types in development).
 */
const stripePropTypesNoop = () =>
  replaceImport('stripe-prop-types-noop', {
    source: /^prop-types$/,
    importer: /\/@stripe\/react-stripe-js\//,
    code: 'const check = () => null; check.isRequired = check; export default new Proxy({}, { get: () => check });',
  });

/**
 * MUI's TextField imports its Select, and with it the Popover and Modal a select opens, for the
 * fields that are selects: 24 KB (three files) that every page with a text field would load, most
 * of which have no select. TextField is given a Select that loads with the first select field
 * rendered, in a Suspense boundary of its own (the field alone waits). In both builds, so the
 * server's markup has the very boundary the browser hydrates.
 */
const textFieldSelectOnDemand = () =>
  replaceImport('text-field-select-on-demand', {
    source: /^\.\.\/Select(\/index\.js)?$/,
    importer: /\/@mui\/material\/(esm\/)?TextField\//,
    code: [
      "import { createElement, forwardRef, lazy, Suspense } from 'react';",
      "const Select = lazy(() => import('@mui/material/Select'));",
      'const SelectOnDemand = forwardRef((props, ref) => createElement(Suspense, { fallback: null }, createElement(Select, { ...props, ref })));',
      "SelectOnDemand.muiName = 'Select';",
      'export default SelectOnDemand;',
    ].join('\n'),
  });

/** From libs/shared into index.html: the colour-scheme mark, first thing in <head> (it runs before anything paints), and the site's description. */
function sharedHead(): Plugin {
  return {
    name: 'voosh:shared-head',
    transformIndexHtml: () => [
      { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'meta', attrs: { name: 'description', content: SITE_DESCRIPTION }, injectTo: 'head' },
    ],
  };
}

/**
 * A dynamic import of a module inside a chunk already loaded (main.tsx's parts of the app,
 * evaluated apart) is a small file of Rolldown's that starts that module: each is preloaded with
 * the entry, so that starting a part costs no round trip.
 */
function preloadStartersOfLoadedModules(): Plugin {
  return {
    name: 'voosh:preload-starters-of-loaded-modules',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const loaded = new Set([chunk.fileName, ...chunk.imports]);
        const loadedModules = new Set(chunks.filter(({ fileName }) => loaded.has(fileName)).flatMap(({ moduleIds }) => moduleIds));
        return chunks
          .filter(({ isDynamicEntry, facadeModuleId }) => isDynamicEntry && facadeModuleId !== null && loadedModules.has(facadeModuleId))
          .map(({ fileName }) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The server renderer (`vite build --ssr src/entry-server.tsx`): one CommonJS file with every
 * dependency inside, which the API requires as it is (dist-ssr/entry-server.cjs).
 */
const serverRendererBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { format: 'cjs' as const, entryFileNames: '[name].cjs', codeSplitting: false } },
};

/**
 * The browser's build, split for a first load of few files: on a slow network each file costs a
 * round trip, and HTTP/1.1 fetches at most six at a time. Measured on a customer's dashboard:
 * 75 files before, 6 after, its Lighthouse mobile LCP 4.6 s -> 2.8 s.
 * - The entry and the app it starts (main.tsx, startApp.tsx), with everything each imports
 *   (React, MUI's core, the router, the shell), are one chunk: every page loads it anyway, and
 *   Rolldown otherwise splits what the lazy pages share with it into some thirty small files.
 * - The lazy pages' common chunks under 60 KB of source (MUI's text field and inputs, lists) are
 *   copied into each page that uses them (Rolldown's inline common chunks: its runtime keeps one
 *   state per module), so a page is one file. The pages together weigh more (1.7 -> 2.4 MB, the
 *   copies), which a visitor going from page to page fetches again; a first load, the one that
 *   is slow, has fewer files: the requests page's Lighthouse mobile LCP 2.8 s -> 2.5 s.
 */
const clientBuild = {
  outDir: 'dist',
  // The manifest names each page's chunks, which the server preloads with the page it renders.
  manifest: true,
  rollupOptions: {
    preserveEntrySignatures: false as const,
    output: {
      codeSplitting: {
        // The entry and the app it starts (and with each, everything it imports): one chunk.
        groups: [{ name: 'storefront', test: /\/storefront\/src\/(main|startApp)\.tsx$/ }],
        experimentalInlineCommonChunks: { maxSize: 60_000 },
      },
    },
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build's NODE_ENV follows Vite's mode, never the shell's: `vite build` (mode production, what
  // `npm run build` and `npm start` run) always makes the production bundle, even with
  // NODE_ENV=development exported on a developer's machine, which Vite would otherwise honour
  // (React's development build: a main chunk of 633 KB instead of 410 KB). `vite build --mode
  // development` makes a development build on purpose (test/browser/dev-build.browser-spec.ts).
  // Set here, before the plugins are made, because Vite decides production or not from
  // process.env.NODE_ENV after loading this config. The dev server (`vite`) is left as it was.
  if (command === 'build') process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
  return {
    plugins: isSsrBuild
      ? [react(), textFieldSelectOnDemand()]
      : [react(), textFieldSelectOnDemand(), stripePropTypesNoop(), sharedHead(), preloadStartersOfLoadedModules(), precompressAssets()],
    resolve: {
      alias: { '@voosh/shared': sharedEntry },
    },
    ssr: { noExternal: true },
    // The server renderer bundles React, MUI and Emotion, which pick their development or production
    // build from process.env.NODE_ENV when they run: fixed at build time, so the server renders the
    // same markup and class names as the browser's bundle.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV) } : {},
    build: isSsrBuild ? serverRendererBuild : clientBuild,
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
