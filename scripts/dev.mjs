#!/usr/bin/env node
// `npm run dev`: the API in watch mode plus both Vite dev servers (they proxy /api to the API).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The API runs against the compiled shared library.
spawnSync('npm', ['run', 'build', '-w', '@voosh/shared'], { cwd: root, stdio: 'inherit' });

const tasks = [
  ['api', ['run', 'dev', '-w', '@voosh/backend']],
  ['storefront', ['run', 'dev', '-w', '@voosh/storefront']],
  ['admin', ['run', 'dev', '-w', '@voosh/admin']],
];

const children = tasks.map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
