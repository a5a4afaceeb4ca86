import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../scripts/vite-precompress';

const sharedEntry = fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url));

export default defineConfig(({ command, mode }) => {
  // Production bundle whatever NODE_ENV the shell has (`--mode development` for a development
  // build): see storefront/vite.config.ts.
  if (command === 'build') process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
  return {
    base: '/admin/',
    plugins: [react(), precompressAssets()],
    resolve: {
      alias: { '@voosh/shared': sharedEntry },
    },
    build: {
      outDir: 'dist',
    },
    server: {
      port: 5174,
      strictPort: true,
      proxy: {
        '/api': 'http://localhost:3000',
      },
    },
  };
});
