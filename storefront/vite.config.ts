import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sharedEntry = fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
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
});
