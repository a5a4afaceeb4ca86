import 'reflect-metadata';
import autocannon from 'autocannon';
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_EMAIL,
  type BenchDatabase,
  createBenchDatabase,
  CUSTOMERS,
  customerEmail,
  PURCHASE_REQUESTS,
  READER_EMAIL,
} from './bench-database';
import { CPU_USAGE_REQUEST, type BenchServerInput, type BenchServerReady, type CpuUsageAnswer } from './bench-protocol';

/**
 * `npm run bench`: the API under load (autocannon) on a database of 10,000 purchase requests,
 * each figure beside a bare `node:http` server answering the same catalogue bytes in the same
 * run, because this machine is shared and noisy: the ratio is the figure to compare across runs.
 * Each route also shows the app process's CPU per answered request (process.cpuUsage), the cost to
 * cut next. Reference servers in the same process (bench-references.ts) show each target's
 * ceiling: Fastify alone and a one-controller NestJS app answering the catalogue's bytes, and a
 * cart read's two queries through a bare pg pool. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the runs; the
 * targets are issue 13's, the admin list's judged at BENCH_CONNECTIONS, with its figures at
 * BENCH_ADMIN_CONNECTIONS (default 10) and at 1 connection printed beside. BENCH_ONLY (a
 * text) keeps the routes whose name contains it, beside the bare server; BENCH_CPU_PROFILE (a
 * folder) writes the app process's CPU profile there, for Chrome's DevTools.
 */
const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
const ADMIN_CONNECTIONS = positiveInteger('BENCH_ADMIN_CONNECTIONS', 10);
const WARMUP_SECONDS = 2;
const ONLY = process.env.BENCH_ONLY;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const ADMIN_LIST_PATH = `/api/purchase-requests?${new URLSearchParams({
  sort: '["createdAt","DESC"]',
  range: '[0,24]',
  filter: '{"status":"submitted"}',
})}`;

const BARE = 'bare node:http (catalogue bytes)';
const CATALOGUE = 'GET /api/arms (catalogue)';
const FASTIFY_REFERENCE = 'reference: Fastify alone (catalogue bytes)';
const NEST_REFERENCE = 'reference: NestJS on Fastify, one controller (catalogue bytes)';
const CART_QUERIES_REFERENCE = "reference: node:http + pg, a cart read's 2 queries";
const ADMIN_LIST = 'GET /api/purchase-requests (admin)';
const adminListAt = (connections: number) => `${ADMIN_LIST}, ${connections} connection${connections === 1 ? '' : 's'}`;

interface Figures {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU of the app's process per answered request (µs), from its process.cpuUsage(). */
  cpuMicrosPerRequest: number;
}

interface Route {
  route: string;
  url: string;
  request: autocannon.Request;
  connections?: number;
  check?: (answer: Response) => Promise<void>;
}

interface Target {
  name: string;
  met: boolean;
  measured: string;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  log(`API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up`);
  log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  let database: BenchDatabase | undefined;
  let server: ChildProcess | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      if (server?.connected) server.disconnect();
      if (server) await exited(server);
      await database?.drop();
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    database = await createBenchDatabase(log);
    const customers = Array.from({ length: CUSTOMERS }, (_, index) => customerEmail(index + 1));
    const input: BenchServerInput = {
      databaseUrl: database.url,
      emails: [ADMIN_EMAIL, READER_EMAIL, ...customers],
      cartReaderEmail: READER_EMAIL,
    };
    server = fork(join(__dirname, 'bench-server.js'), {
      env: { ...process.env, BENCH_SERVER: JSON.stringify(input) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
    });
    const ready = await readyMessage(server);
    let crashed: number | null | undefined;
    server.once('exit', (code) => (crashed = cleaning ? undefined : code));
    log(`App at ${ready.appUrl}, bare server at ${ready.bareUrl} (GET /api/arms is ${ready.catalogueBytes} bytes)`);
    log(
      `Cart adds spread over ${customers.length} customers x ${database.orderableProducts.length} products: room for ${database.cartAddCapacity} adds before a quantity limit\n`,
    );

    const bearer = (email: string) => ({ authorization: `Bearer ${ready.tokens[email]}` });
    let adds = 0;
    const nextAdd = (request: autocannon.RequestParams): autocannon.RequestParams => {
      const pair = adds++;
      const customer = customers[pair % customers.length];
      const product = database!.orderableProducts[Math.floor(pair / customers.length) % database!.orderableProducts.length];
      return {
        ...request,
        headers: { ...request.headers, ...bearer(customer) },
        body: JSON.stringify({ productName: product, quantity: 1 }),
      };
    };
    const json = { 'content-type': 'application/json' };
    const bareRoute: Route = { route: BARE, url: ready.bareUrl, request: { method: 'GET', path: '/' } };
    const adminList: Route = {
      route: ADMIN_LIST,
      url: ready.appUrl,
      request: { method: 'GET', path: ADMIN_LIST_PATH, headers: bearer(ADMIN_EMAIL) },
      check: async (answer) => {
        const page = (await answer.json()) as unknown[];
        if (page.length !== 25 || !answer.headers.get('content-range'))
          throw new Error(`admin list answered ${page.length} rows, Content-Range ${answer.headers.get('content-range')}`);
      },
    };
    const routes: Route[] = [
      bareRoute,
      { route: FASTIFY_REFERENCE, url: ready.fastifyUrl, request: { method: 'GET', path: '/api/arms' } },
      { route: NEST_REFERENCE, url: ready.nestUrl, request: { method: 'GET', path: '/api/arms' } },
      { route: CATALOGUE, url: ready.appUrl, request: { method: 'GET', path: '/api/arms' } },
      { route: CART_QUERIES_REFERENCE, url: ready.cartQueriesUrl, request: { method: 'GET', path: '/' } },
      { route: 'GET /api/cart (3 lines)', url: ready.appUrl, request: { method: 'GET', path: '/api/cart', headers: bearer(READER_EMAIL) } },
      {
        route: 'POST /api/cart (raise quantity)',
        url: ready.appUrl,
        request: { method: 'POST', path: '/api/cart', headers: json, setupRequest: nextAdd },
      },
      { ...adminList, route: adminListAt(ADMIN_CONNECTIONS), connections: ADMIN_CONNECTIONS },
      { ...adminList, route: adminListAt(CONNECTIONS) },
      // The admin list's own time, with no other request queued in front of it.
      { ...adminList, route: adminListAt(1), connections: 1 },
      { ...bareRoute, route: `${BARE} (again, at the end)` },
    ].filter((candidate) => !ONLY || candidate.route.startsWith(BARE) || candidate.route.includes(ONLY));
    for (const { route, url, request, check } of routes) await preflight(route, url, request, check);

    const results: Figures[] = [];
    for (const { route, url, request, connections } of routes) {
      const figures = await measure(server, route, url, request, connections);
      log(`  measured ${figures.route}: ${figures.reqPerSec.toFixed(0)} req/s, p99 ${figures.p99} ms`);
      results.push(figures);
    }
    if (crashed !== undefined) throw new Error(`The app's process exited (code ${crashed}) during the run: the figures are not valid`);
    report(results);
  } finally {
    await cleanUp();
  }
}

/** One request of each route before any load: a broken route stops the run instead of being timed. */
async function preflight(
  route: string,
  url: string,
  request: autocannon.Request,
  check?: (answer: Response) => Promise<void>,
): Promise<void> {
  const { method, path, headers, body } = request.setupRequest ? request.setupRequest(request, {}) : request;
  const answer = await fetch(`${url}${path}`, { method, headers, body });
  if (!answer.ok) throw new Error(`${route} answered ${answer.status} before the run: ${await answer.text()}`);
  await check?.(answer);
}

async function measure(
  server: ChildProcess,
  route: string,
  url: string,
  request: autocannon.Request,
  connections = CONNECTIONS,
): Promise<Figures> {
  const options = { url, connections, requests: [request], timeout: 10 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const cpuBefore = await cpuMicros(server);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuUsed = (await cpuMicros(server)) - cpuBefore;
  return {
    cpuMicrosPerRequest: cpuUsed / Math.max(1, result.requests.total),
    route,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function report(results: Figures[]): void {
  const bares = results.filter((figures) => figures.route.startsWith('bare'));
  const bare = bares.reduce((sum, figures) => sum + figures.reqPerSec, 0) / bares.length;
  const ratio = (figures: Figures) => figures.reqPerSec / bare;
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare', 'CPU µs/req'];
  const rows = results.map((figures) => [
    figures.route,
    figures.reqPerSec.toFixed(0),
    String(figures.p50),
    String(figures.p99),
    String(figures.non2xx),
    String(figures.errors),
    `${(ratio(figures) * 100).toFixed(1)}%`,
    figures.cpuMicrosPerRequest.toFixed(0),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}`);
  log(
    `\n"vs bare" is req/s against the mean of the two bare runs (${bare.toFixed(0)} req/s). Database: ${PURCHASE_REQUESTS} purchase requests.\n`,
  );

  const share = (route: string) => {
    const figures = results.find((candidate) => candidate.route === route);
    return figures ? `${(ratio(figures) * 100).toFixed(1)}%` : undefined;
  };
  const ceilings = [
    [NEST_REFERENCE, 'the most any NestJS-on-Fastify route serves the catalogue at (target: the app at 50%)'],
    [FASTIFY_REFERENCE, 'the most any Fastify route serves it at'],
    [CART_QUERIES_REFERENCE, "the most a cart read's two queries allow (target: the app's cart at 12%)"],
  ].filter(([route]) => share(route));
  for (const [route, meaning] of ceilings) log(`CEILING  ${share(route)} of the bare server: ${meaning}`);
  if (ceilings.length) log('');

  const catalogue = results.find((figures) => figures.route === CATALOGUE);
  const admin = results.find((figures) => figures.route === adminListAt(CONNECTIONS));
  const carts = results.filter((figures) => figures.route.includes('/api/cart'));
  const failures = results.reduce((sum, figures) => sum + figures.non2xx + figures.errors, 0);
  const targets: Target[] = [{ name: 'no error or non-2xx answer', met: failures === 0, measured: `${failures}` }];
  if (catalogue) {
    targets.push(
      {
        name: 'catalogue at least 50% of the bare server',
        met: ratio(catalogue) >= 0.5,
        measured: `${(ratio(catalogue) * 100).toFixed(1)}%`,
      },
      { name: `catalogue p99 under 25 ms at ${CONNECTIONS} connections`, met: catalogue.p99 < 25, measured: `${catalogue.p99} ms` },
    );
  }
  for (const cart of carts) {
    targets.push(
      { name: `${cart.route} at least 12% of the bare server`, met: ratio(cart) >= 0.12, measured: `${(ratio(cart) * 100).toFixed(1)}%` },
      { name: `${cart.route} p99 under 100 ms`, met: cart.p99 < 100, measured: `${cart.p99} ms` },
    );
  }
  if (admin) {
    targets.push({ name: `admin list p99 under 100 ms at ${CONNECTIONS} connections`, met: admin.p99 < 100, measured: `${admin.p99} ms` });
  }
  for (const target of targets) log(`${target.met ? 'PASS' : 'FAIL'}  ${target.name} (measured ${target.measured})`);
  log(
    `\nThe verdicts are informational: the exit code is 0 whatever the figures (this machine is shared and noisy), ` +
      `and non-zero only when the run itself broke. Load average now: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}.`,
  );
}

/** The server process's CPU so far (it holds both the app and the bare server). */
function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve((message as CpuUsageAnswer).cpuMicros));
    child.send(CPU_USAGE_REQUEST);
  });
}

function readyMessage(child: ChildProcess): Promise<BenchServerReady> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`The benchmark server exited (code ${code}) before it was ready`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
