#!/usr/bin/env node
// `npm start`: build whatever has not been built yet, then run the API (which serves both SPAs).
// Migrations run at start; with no DATABASE_URL an embedded PostgreSQL starts under DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  ['@voosh/shared', 'libs/shared/dist/index.js'],
  ['@voosh/api-client', 'libs/api-client/dist/index.js'],
  ['@voosh/backend', 'backend/dist/main.js'],
  ['@voosh/storefront', 'storefront/dist-ssr/entry-server.cjs'],
  ['@voosh/admin', 'admin/dist/index.html'],
];

// One line per build (the builds' own output, hundreds of asset lines, only when one fails).
for (const [workspace, output] of outputs) {
  if (existsSync(join(root, output))) continue;
  const started = Date.now();
  process.stdout.write(`Building ${workspace} (${output} is missing)... `);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.error(`failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
await import(pathToFileURL(join(root, 'backend/dist/main.js')).href);
