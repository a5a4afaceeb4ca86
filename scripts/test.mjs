#!/usr/bin/env node
// `npm test`: every test in the repository, in phases, stopping at the first that fails, and the
// wall time of each phase printed at the end (also after a failure).
// - build: everything the tests serve or start (scripts/build.mjs);
// - unit, API and component tests: every Jest project but the two below, one worker per core;
// - browser tests on their own (beside the API suites on 2 cores their timed steps failed at
//   random), a file per core: one file at a time took 398 s of a 945 s suite, two at once 292 s
//   with the cores 93% busy;
// - the API suite through nginx in front of two instances, on its own: beside the others, two
//   instances and nginx per file left the browser tests too little of the cores.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Jest runs on Node's VM modules, as its documentation says for native ESM: ES-only packages
// (NestJS, MikroORM, pg-boss, ...) are then loaded by require(esm) in tests as they are by Node in the app.
const jest = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', join(root, 'node_modules/jest/bin/jest.js')];
const PHASES = [
  ['build', [join(root, 'scripts/build.mjs')]],
  ['unit, API and component tests', [...jest, '--ignoreProjects', 'api-through-nginx', 'browser']],
  ['browser tests', [...jest, '--selectProjects', 'browser']],
  ['API tests through nginx', [...jest, '--selectProjects', 'api-through-nginx']],
];

const times = [];
let failed;
for (const [name, args] of PHASES) {
  console.log(`\n== ${name}`);
  const started = performance.now();
  const { status, signal } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  times.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}

const width = Math.max(...PHASES.map(([name]) => name.length));
console.log('\n== wall time of each phase');
for (const [name, seconds] of times) console.log(`${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
console.log(
  `${'total'.padEnd(width)}  ${times
    .reduce((sum, [, seconds]) => sum + seconds, 0)
    .toFixed(0)
    .padStart(5)} s`,
);
if (failed) {
  console.error(`\n${failed}; the phases after it did not run.`);
  process.exit(1);
}
