#!/usr/bin/env node
// `npm run openapi`: the OpenAPI document and the typed client regenerated from the backend's
// source in one step. It builds what the document is read from (the shared library, then the
// backend) so that a fresh clone works and an old build never writes an old document; then the
// client's types are generated from the document and the client is built.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = [
  ['the shared library', 'npm', ['run', 'build', '-w', '@voosh/shared']],
  ['the backend', 'npm', ['run', 'build', '-w', '@voosh/backend']],
  ['the OpenAPI document', process.execPath, [join(root, 'backend/dist/scripts/write-openapi.js')]],
  ["the client's types", 'npm', ['run', 'generate', '-w', '@voosh/api-client']],
  ['the client', 'npm', ['run', 'build', '-w', '@voosh/api-client']],
];

for (const [what, command, args] of STEPS) {
  console.log(`== ${what}`);
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`Writing ${what} failed (${signal ?? `exit ${status}`}); see the output above.`);
    process.exit(1);
  }
}
