import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_ADMIN_PASSWORD_FILE } from '../src/users/users.service';
import { freePort } from './support/free-port';

const root = join(__dirname, '../..');

/** Starts the product the way the README says (`npm start`, embedded database) and stops it. */
describe('Smoke: npm start on the embedded database', () => {
  it('serves health, docs, catalogue and both SPAs, then stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'voosh-smoke-'));
    const [port, pgPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const app = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    app.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    app.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;

    try {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (health?.ok) {
          expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
          break;
        }
        if (Date.now() > deadline || app.exitCode !== null) throw new Error(`the app did not come up:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await fetch(`${base}/api/docs/`)).status).toBe(200);
      const arms = (await (await fetch(`${base}/api/arms`)).json()) as unknown[];
      expect(arms).toHaveLength(10);
      const home = await fetch(`${base}/`);
      expect(home.headers.get('content-type')).toContain('text/html');
      expect(await home.text()).toContain('<div id="root">');
      const deepLink = await fetch(`${base}/arms/vooshdesk`);
      expect(deepLink.status).toBe(200);
      expect(await (await fetch(`${base}/admin/`)).text()).toContain('/admin/assets/');
      // Logs are written asynchronously: give the start-up line a moment to arrive.
      for (let waited = 0; !/Created the first admin account/.test(output) && waited < 5000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The generated password is in a file only this user can read, and nowhere in the log.
      const passwordFile = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
      expect(output).toContain(`Created the first admin account admin@voosh.local; its password is in ${passwordFile}`);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(output).not.toContain(password);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@voosh.local', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      app.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
      if (code === 'timeout') process.kill(-app.pid!, 'SIGKILL');
      const pidFileLeft = existsSync(join(dataDir, 'pg', 'postmaster.pid'));
      rmSync(dataDir, { recursive: true, force: true });
      expect({ code, pidFileLeft }).toEqual({ code: 0, pidFileLeft: false });
    }
    expect(output).toContain('SIGTERM received: shutting down');
  });
});
