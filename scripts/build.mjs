#!/usr/bin/env node
// `npm run build`: the two libraries first (everything else imports them), then the backend's
// compile beside the two Vite builds, which depend on nothing of each other. Each workspace's
// output is printed whole when it ends, so the three do not interleave.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = [['@voosh/shared'], ['@voosh/api-client'], ['@voosh/backend', '@voosh/storefront', '@voosh/admin']];

/** `npm run build -w workspace`, its output held until it ends; resolves with its exit code. */
function build(workspace) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`== ${workspace} built in ${((performance.now() - started) / 1000).toFixed(1)} s${code ? ` (exit ${code})` : ''}`);
      resolve(code ?? 1);
    });
  });
}

for (const step of STEPS) {
  const codes = await Promise.all(step.map(build));
  const failed = step.filter((_, index) => codes[index] !== 0);
  if (failed.length) {
    console.error(`Build of ${failed.join(', ')} failed; see the output above.`);
    process.exit(1);
  }
}
