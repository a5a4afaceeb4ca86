import Redis from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { EnvVariable } from '../../src/config/env-schema';
import { freePort } from './free-port';
// Types only: two-instances.e2e-spec.ts replaces test-app's createTestApp by twoInstancesBehindNginx,
// which is handed the real one.
import type { TestApp } from './test-app';
import { SettingsService } from '../../src/settings/settings.service';
import { eventually } from './eventually';

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
export const NGINX = '/usr/sbin/nginx';

/** The proxy configuration docker-compose.yml's `replicas` profile runs too (http context, with ${VARIABLES}). */
export const REPLICAS_TEMPLATE = join(__dirname, '../../../deploy/nginx/replicas.conf.template');

/**
 * The template with its ${VARIABLES} replaced, as the nginx image's envsubst does with its
 * environment; a variable left without a value is an error rather than an empty string.
 */
export function renderReplicasConf(values: Record<string, string>): string {
  return readFileSync(REPLICAS_TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${REPLICAS_TEMPLATE} needs a value for \${${name}}`);
    return value;
  });
}

export interface NginxProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The requests nginx has answered, from its access log (kept when it stops): which app each went to. */
  requests(): ProxiedRequest[];
  /** Graceful stop (SIGQUIT: open requests finish), waiting for the master process to exit. */
  stop(): Promise<void>;
}

export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
  /** host:port of the app that answered ("-" when none did); several, comma-separated, if nginx tried more than one. */
  upstream: string;
}

const parseAccessLog = (text: string): ProxiedRequest[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [method, path, status, ...upstream] = line.split(' ');
      return { method: method!, path: path!, status: Number(status), upstream: upstream.join(' ') };
    });

/**
 * Debian's nginx as a child process, in front of the apps listening on `upstreamPorts` (round
 * robin, deploy/nginx/replicas.conf.template): everything it needs in a temporary folder of its
 * own (`-p dir -c dir/nginx.conf`), nothing under /etc or /var.
 */
export async function startNginxProxy(upstreamPorts: [number, number]): Promise<NginxProxy> {
  assertNginxInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'voosh-test-nginx-'));
  // A master process started as root runs its worker as nobody, which must reach the temporary files.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const accessLog = join(dir, 'access.log');
  const errorLog = join(dir, 'error.log');
  writeFileSync(
    join(dir, 'replicas.conf'),
    renderReplicasConf({
      VOOSH_LISTEN: `127.0.0.1:${port}`,
      VOOSH_REPLICA_1: `127.0.0.1:${upstreamPorts[0]}`,
      VOOSH_REPLICA_2: `127.0.0.1:${upstreamPorts[1]}`,
    }),
  );
  // The main context a package's /etc/nginx/nginx.conf would give, with every path in `dir`.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process on;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} notice;`,
      // A stream still open at stop would otherwise keep the worker (and stop()) waiting.
      'worker_shutdown_timeout 5s;',
      'events { worker_connections 512; }',
      'http {',
      "  log_format upstreams '$request_method $uri $status $upstream_addr';",
      `  access_log ${accessLog} upstreams;`,
      `  client_body_temp_path ${join(dir, 'client_body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      `  include ${join(dir, 'replicas.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;

  try {
    await untilListening(port, () => running, log);
  } catch (error) {
    await stopProcess(child, exited);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let keptLog: string | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests: () => parseAccessLog(keptLog ?? readFileSync(accessLog, 'utf8')),
    stop: async () => {
      await stopProcess(child, exited);
      keptLog ??= existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function assertNginxInstalled(): void {
  if (!existsSync(NGINX)) {
    throw new Error(
      `Debian's nginx is not installed (${NGINX}): the two-instance test runs the app behind it. ` +
        'Install it with `sudo apt-get install -y nginx` (.ci/run does).',
    );
  }
}

async function untilListening(port: number, running: () => boolean, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (!running()) throw new Error(`nginx exited at start:\n${log()}`);
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 10 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** SIGQUIT (nginx's graceful shutdown), then SIGKILL if the master is still there after 10 s. */
async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGQUIT');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances of the app behind nginx: a TestApp whose `http` goes through the proxy. */
export interface Deployment extends TestApp {
  /** The instances, each listening on 127.0.0.1 and reachable directly by its own `http`. */
  instances: [TestApp, TestApp];
  /** Where each instance listens, as nginx names it (ProxiedRequest.upstream): 127.0.0.1:port. */
  addresses: [string, string];
  proxy: NginxProxy;
}

/**
 * What a user deploys for two replicas: two instances made by `create` (createTestApp) on one
 * database and one Redis (REDIS_URL, a key prefix of this deployment's own), trusting the
 * X-Forwarded-For of a proxy on this host (TRUST_PROXY=loopback), with Debian's nginx in front.
 * `app`, `databaseUrl`, `dataDir` and `logFile` are the first instance's; `loggedErrors` are both's.
 */
export async function twoInstancesBehindNginx(
  create: (env: Partial<Record<EnvVariable, string>>) => Promise<TestApp>,
  env: Partial<Record<EnvVariable, string>> = {},
): Promise<Deployment> {
  assertNginxInstalled();
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: `voosh-test:${randomUUID()}:`, TRUST_PROXY: 'loopback', ...env };
  const first = await create(shared);
  const started: TestApp[] = [first];
  let proxy: NginxProxy | undefined;
  try {
    const second = await create({ ...shared, DATABASE_URL: first.databaseUrl });
    started.push(second);
    const ports: number[] = [];
    for (const instance of started) {
      await instance.app.listen(0, '127.0.0.1');
      ports.push((instance.app.getHttpServer().address() as AddressInfo).port);
    }
    proxy = await startNginxProxy([ports[0]!, ports[1]!]);
    const deployedProxy = proxy;
    return {
      ...first,
      http: request(proxy.url),
      instances: [first, second],
      addresses: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`],
      proxy,
      // Each log file's once: in one test process both instances log to one (nestjs-pino's one logger per process).
      loggedErrors: async () =>
        first.logFile === second.logFile ? first.loggedErrors() : [...(await first.loggedErrors()), ...(await second.loggedErrors())],
      close: async () => {
        await deployedProxy.stop();
        await closeAll(started, shared.REDIS_KEY_PREFIX);
      },
    };
  } catch (error) {
    await proxy?.stop();
    await closeAll(started, shared.REDIS_KEY_PREFIX);
    throw error;
  }
}

async function closeAll(instances: TestApp[], redisPrefix: string): Promise<void> {
  for (const instance of [...instances].reverse()) await instance.close();
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * The app instances behind `t`: both of a deployment (every app of the api-through-nginx project),
 * else `t` itself. For tests that look inside the app (counters, query logs, log files): a call
 * through nginx may have been served by either instance.
 */
export const instancesOf = (t: TestApp): TestApp[] => ('instances' in t ? (t as Deployment).instances : [t]);

/** The port `t` is reached at over TCP: nginx's for a deployment, else the app's own (made to listen on a free one). */
export async function portOf(t: TestApp): Promise<number> {
  if ('proxy' in t) return (t as Deployment).proxy.port;
  if (!t.app.getHttpServer().listening) await t.app.listen(0, '127.0.0.1');
  return (t.app.getHttpServer().address() as AddressInfo).port;
}

/**
 * Until every instance behind `t` applies the admin settings just saved: the one that saved at once,
 * the other when PostgreSQL's notification reaches it (milliseconds later).
 */
export const settingsApplied = (t: TestApp, expected: Record<string, unknown>) =>
  eventually(async () => {
    for (const instance of instancesOf(t)) expect(await instance.app.get(SettingsService).current()).toMatchObject(expected);
  });
