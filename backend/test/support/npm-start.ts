import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const root = join(__dirname, '../../..');

/** The product as the README starts it: `npm start` in a process group of its own. */
export interface StartedProduct {
  baseUrl: string;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Still running? */
  running(): boolean;
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>;
  /**
   * SIGTERM to npm (as a service manager stops it), or with 'ctrl-c' SIGINT to its whole process
   * group (as a terminal's Ctrl-C does), then how it ended: the exit code (or 'timeout') and
   * whether PostgreSQL's pid file was left.
   */
  stop(how?: 'SIGTERM' | 'ctrl-c'): Promise<{ code: number | null | 'timeout'; pidFileLeft: boolean }>;
}

/**
 * `npm start` with no environment beyond what the README's command needs to run (PATH, HOME) and
 * the three variables that keep it out of other runs' way (PORT, DATA_DIR, EMBEDDED_PG_PORT):
 * no DATABASE_URL, no NODE_ENV (Jest's "test" included), no LOG_LEVEL. `env` adds variables for a
 * test that says why. Resolves once /api/health answers ok.
 */
export async function npmStart(env: Record<string, string> = {}): Promise<StartedProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-npm-start-'));
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const product: StartedProduct = {
    baseUrl,
    dataDir,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    exited: () => exited,
    stop: async (how = 'SIGTERM') => {
      if (product.running()) {
        if (how === 'ctrl-c') process.kill(-child.pid!, 'SIGINT');
        else child.kill('SIGTERM');
      }
      // The timer is unref'd: left running after the exit, it would hold the test worker open for 30 s.
      const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref())]);
      const pidFile = join(dataDir, 'pg', 'postmaster.pid');
      if (code === 'timeout') {
        process.kill(-child.pid!, 'SIGKILL');
        // The embedded PostgreSQL runs in a process group of its own: its immediate shutdown.
        if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
      }
      const pidFileLeft = existsSync(pidFile);
      rmSync(dataDir, { recursive: true, force: true });
      return { code, pidFileLeft };
    },
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (health?.ok) return product;
    if (Date.now() > deadline || !product.running()) {
      await product.stop();
      throw new Error(`npm start did not come up:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
