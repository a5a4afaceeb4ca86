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
import {
  exited,
  type Figures,
  type Load,
  measure,
  measureInTurns,
  positiveInteger,
  readyMessage,
  SECONDS,
  type Target,
  TURNS,
  WARMUP_SECONDS,
} from './bench-measure';
import {
  observabilityTargets,
  measureVariants,
  startCollectorStandIn,
  type VariantApps,
  VARIANTS,
  type VariantFigures,
  variantEnv,
} from './observability-bench';
import { benchWebhooks, startBenchReceiver, type WebhookFigures } from './webhook-bench';
import { type BenchServerInput, type BenchServerReady, type ReferencesInput, type ReferenceUrls } from './bench-protocol';

/**
 * `npm run bench`: the API under load (autocannon) on a database of 10,000 purchase requests,
 * each figure beside reference servers measured in the same run, because this machine is shared
 * and noisy: the ratio is the figure to compare across runs. The references (bench-references.ts,
 * in a process of their own that never starts the app) each do less than the app, so each is the
 * ceiling of one target: Fastify with the ecosystem's log, helmet, rate-limit and ETag for the
 * catalogue (Fastify alone and NestJS with one controller printed beside), and `node:http` running the
 * app's own statements through a bare `pg` pool for the cart read, the cart add and the admins'
 * purchase-request list. A route and its reference take turns, in BENCH_TURNS (default 5) short
 * runs each (measureInTurns), so the machine's drift during the run falls on both alike. Each
 * route also shows its server process's CPU per answered request
 * (process.cpuUsage), the cost to cut next. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS
 * (default 50) tune the runs; the admin list is judged at BENCH_ADMIN_CONNECTIONS (default 10),
 * with its figures at BENCH_CONNECTIONS and at 1 connection printed beside. BENCH_ONLY (a text)
 * keeps the routes whose name contains it, with their references; BENCH_CPU_PROFILE (a folder)
 * writes the app process's CPU profile there, for Chrome's DevTools. Then outgoing webhooks
 * (webhook-bench.ts): the latency from commit to receipt and the queue's throughput, to a local
 * receiver (BENCH_ONLY=webhooks measures only them); then what metrics and tracing cost
 * (observability-bench.ts: the catalogue and the cart read on an app with neither, with metrics, with
 * tracing to a collector stand-in at its default sampling and keeping every trace;
 * BENCH_ONLY=observability).
 */
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
const ADMIN_CONNECTIONS = positiveInteger('BENCH_ADMIN_CONNECTIONS', 10);
const ONLY = process.env.BENCH_ONLY;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const ADMIN_LIST_PATH = `/api/purchase-requests?${new URLSearchParams({
  sort: '["createdAt","DESC"]',
  range: '[0,24]',
  filter: '{"status":"submitted"}',
})}`;

const BARE = 'bare node:http (catalogue bytes)';
const CATALOGUE = 'GET /api/arms (catalogue)';
const FASTIFY_STACK_REFERENCE = 'reference: Fastify with log, helmet, rate limit, ETag (catalogue bytes)';
const FASTIFY_REFERENCE = 'reference: Fastify alone (catalogue bytes)';
const NEST_REFERENCE = 'reference: NestJS on Fastify, one controller (catalogue bytes)';
const CART_READ = 'GET /api/cart (3 lines)';
const CART_READ_REFERENCE = "reference: node:http + pg, a cart read's 2 queries";
const CART_ADD = 'POST /api/cart (raise quantity)';
const CART_ADD_REFERENCE = "reference: node:http + pg, a cart add's account read and add statement";
const ADMIN_LIST = 'GET /api/purchase-requests (admin)';
const ADMIN_LIST_REFERENCE = "reference: node:http + pg, the admin list's account read and page statement";
const WEBHOOKS = 'webhooks';
const OBSERVABILITY = 'observability';
/** The sections after the routes, each BENCH_ONLY's value to measure it alone. */
const SECTIONS = [WEBHOOKS, OBSERVABILITY];
const at = (route: string, connections: number) => `${route}, ${connections} connection${connections === 1 ? '' : 's'}`;

interface Route {
  route: string;
  url: string;
  /** The process serving it, whose CPU is counted. */
  process: ChildProcess;
  request: autocannon.Request;
  connections?: number;
  check?: (answer: Response) => Promise<void>;
}

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  log(
    `API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up; ` +
      `each route with a reference takes ${TURNS} turns with it`,
  );
  log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  let database: BenchDatabase | undefined;
  const receiver = await startBenchReceiver();
  const children: ChildProcess[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const child of children) if (child.connected) child.disconnect();
      await Promise.all(children.map(exited));
      await database?.drop();
      await receiver.close();
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    database = await createBenchDatabase(log);
    const customers = Array.from({ length: CUSTOMERS }, (_, index) => customerEmail(index + 1));
    let crashed: number | null | undefined;
    /** Processes stopped on purpose before the end. */
    const stopped = new Set<ChildProcess>();
    const watch = (child: ChildProcess) => {
      children.push(child);
      child.once('exit', (code) => (crashed = cleaning || stopped.has(child) ? crashed : code));
    };
    const stopApp = async (child: ChildProcess) => {
      stopped.add(child);
      if (child.connected) child.disconnect();
      await exited(child);
    };
    /** The app in a process of its own, with `env` on top of the benchmark's. */
    const startApp = async (env: Record<string, string> = {}) => {
      const child = fork(join(__dirname, 'bench-server.js'), {
        env: {
          ...process.env,
          ...env,
          BENCH_SERVER: JSON.stringify({
            databaseUrl: database!.url,
            emails: [ADMIN_EMAIL, READER_EMAIL, ...customers],
            webhookReceiverUrl: receiver.url,
          } satisfies BenchServerInput),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        execArgv: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
      });
      watch(child);
      return { process: child, ready: await readyMessage<BenchServerReady>(child) };
    };
    const { process: app, ready } = await startApp();
    const referencesInput: ReferencesInput = { databaseUrl: database.url, appUrl: ready.appUrl };
    const referencesProcess = fork(join(__dirname, 'bench-references-server.js'), {
      env: { ...process.env, BENCH_REFERENCES: JSON.stringify(referencesInput) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    watch(referencesProcess);
    const references = await readyMessage<ReferenceUrls>(referencesProcess);
    log(`App at ${ready.appUrl}, bare server at ${references.bareUrl} (GET /api/arms is ${ready.catalogueBytes} bytes)`);
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
    const bareRoute: Route = { route: BARE, url: references.bareUrl, process: referencesProcess, request: { method: 'GET', path: '/' } };
    const cartRead: autocannon.Request = { method: 'GET', path: '/api/cart', headers: bearer(READER_EMAIL) };
    const cartAdd: autocannon.Request = { method: 'POST', path: '/api/cart', headers: json, setupRequest: nextAdd };
    const adminList: autocannon.Request = { method: 'GET', path: ADMIN_LIST_PATH, headers: bearer(ADMIN_EMAIL) };
    const checkPage = async (answer: Response) => {
      const page = (await answer.json()) as unknown[];
      if (page.length !== 25) throw new Error(`admin list answered ${page.length} rows`);
    };
    const checkAdminList = async (answer: Response) => {
      if (!answer.headers.get('content-range')) throw new Error('admin list answered no Content-Range');
      await checkPage(answer);
    };
    const onApp = { url: ready.appUrl, process: app };
    const onReferences = { process: referencesProcess };
    const routes: Route[] = [
      bareRoute,
      { route: FASTIFY_REFERENCE, url: references.fastifyUrl, ...onReferences, request: { method: 'GET', path: '/api/arms' } },
      { route: NEST_REFERENCE, url: references.nestUrl, ...onReferences, request: { method: 'GET', path: '/api/arms' } },
      // Each reference listed right before the route it is the ceiling of: the two take turns.
      { route: FASTIFY_STACK_REFERENCE, url: references.fastifyStackUrl, ...onReferences, request: { method: 'GET', path: '/api/arms' } },
      { route: CATALOGUE, ...onApp, request: { method: 'GET', path: '/api/arms' } },
      { route: CART_READ_REFERENCE, url: references.cartReadUrl, ...onReferences, request: cartRead },
      { route: CART_READ, ...onApp, request: cartRead },
      { route: CART_ADD_REFERENCE, url: references.cartAddUrl, ...onReferences, request: cartAdd },
      { route: CART_ADD, ...onApp, request: cartAdd },
      {
        route: ADMIN_LIST_REFERENCE,
        url: references.adminListUrl,
        ...onReferences,
        request: adminList,
        connections: ADMIN_CONNECTIONS,
        check: checkPage,
      },
      { route: ADMIN_LIST, ...onApp, request: adminList, connections: ADMIN_CONNECTIONS, check: checkAdminList },
      { route: ADMIN_LIST, ...onApp, request: adminList, connections: CONNECTIONS },
      // The admin list's own time, with no other request queued in front of it.
      { route: ADMIN_LIST, ...onApp, request: adminList, connections: 1 },
      { ...bareRoute, route: `${BARE} (again, at the end)` },
    ].filter(
      // BENCH_ONLY keeps the routes it names, their references and the bare runs.
      (candidate, _, all) =>
        !ONLY ||
        (!SECTIONS.includes(ONLY) && candidate.route.startsWith(BARE)) ||
        candidate.route.includes(ONLY) ||
        all.some((other) => other.route.includes(ONLY) && referenceOf(other.route) === candidate.route),
    );
    for (const { route, url, request, check } of routes) await preflight(route, url, request, check);

    const results: Figures[] = [];
    const loadOf = ({ route, url, process: server, request, connections = CONNECTIONS }: Route): Load => ({
      server,
      route,
      url,
      request,
      connections,
    });
    for (let index = 0; index < routes.length; index++) {
      const load = loadOf(routes[index]!);
      const next = routes[index + 1] && loadOf(routes[index + 1]!);
      // A reference and the route it is the ceiling of (listed next, at its connections) take turns.
      const measured =
        next && referenceOf(next.route) === load.route && next.connections === load.connections
          ? (index++, await measureInTurns([load, next]))
          : [await measure(load.server, load.route, load.url, load.request, load.connections)];
      for (const figures of measured) {
        log(`  measured ${at(figures.route, figures.connections)}: ${figures.reqPerSec.toFixed(0)} req/s, p99 ${figures.p99} ms`);
        results.push(figures);
      }
    }
    let webhooks: WebhookFigures | undefined;
    if (!ONLY || ONLY === WEBHOOKS) {
      log(`  measuring outgoing webhooks to a local receiver`);
      webhooks = await benchWebhooks(ready.appUrl, ready.webhookEndpointId, bearer(ADMIN_EMAIL).authorization, receiver);
    }
    let observability: VariantFigures[] | undefined;
    if (!ONLY || ONLY === OBSERVABILITY) {
      log(`  measuring the cost of metrics and of tracing (to a local collector stand-in), each on an app of its own`);
      const collector = await startCollectorStandIn();
      try {
        const apps = {
          start: async () =>
            Object.fromEntries(
              await Promise.all(
                VARIANTS.map(async (variant) => {
                  const { process: server, ready: started } = await startApp(variantEnv(variant, collector.url));
                  return [variant, { url: started.appUrl, process: server }] as const;
                }),
              ),
            ) as VariantApps,
          stop: async (running: VariantApps) => {
            await Promise.all(Object.values(running).map(({ process: server }) => stopApp(server)));
          },
        };
        const observed = [
          { route: CATALOGUE, request: { method: 'GET', path: '/api/arms' } },
          { route: CART_READ, request: cartRead },
        ];
        observability = await measureVariants(apps, observed, CONNECTIONS, log);
        if (collector.received() === 0) throw new Error('The app with tracing on exported no span to the collector stand-in');
      } finally {
        await collector.close();
      }
    }
    if (crashed !== undefined) throw new Error(`A server process exited (code ${crashed}) during the run: the figures are not valid`);
    report(results, webhooks, observability);
  } finally {
    await cleanUp();
  }
}

/** The reference route that is the ceiling of an app route. */
function referenceOf(route: string): string | undefined {
  return {
    [CATALOGUE]: FASTIFY_STACK_REFERENCE,
    [CART_READ]: CART_READ_REFERENCE,
    [CART_ADD]: CART_ADD_REFERENCE,
    [ADMIN_LIST]: ADMIN_LIST_REFERENCE,
  }[route];
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

function report(results: Figures[], webhooks: WebhookFigures | undefined, observability: VariantFigures[] | undefined): void {
  if (results.length > 0) printTable(results);

  const find = (route: string, connections = CONNECTIONS) =>
    results.find((figures) => figures.route === route && figures.connections === connections);
  const failures = results.reduce((sum, figures) => sum + figures.non2xx + figures.errors, 0);
  const targets: Target[] = [{ name: 'no error or non-2xx answer', met: failures === 0, measured: `${failures}` }];
  const spread = runSpread(results);
  if (spread !== null)
    log(`This run's spread: the bare server's first and last runs differ by ${(spread * 100).toFixed(1)}% of their mean.\n`);
  const beside = (route: string, share: number, p99Under: number, connections = CONNECTIONS) => {
    const app = find(route, connections);
    const reference = find(referenceOf(route)!, connections);
    if (!app) return;
    if (reference) {
      const ratio = app.reqPerSec / reference.reqPerSec;
      // A ratio closer to its target than the run's own spread could be on either side of it.
      const withinNoise = spread !== null && Math.abs(ratio - share) <= spread * share;
      targets.push({
        name: `${at(route, connections)} at least ${share * 100}% of its reference (${reference.reqPerSec.toFixed(0)} req/s)`,
        met: ratio >= share,
        measured: `${(ratio * 100).toFixed(1)}%, ${app.reqPerSec.toFixed(0)} req/s${withinNoise ? ', within this run’s spread of the target' : ''}`,
      });
    }
    targets.push({ name: `${at(route, connections)} p99 under ${p99Under} ms`, met: app.p99 < p99Under, measured: `${app.p99} ms` });
  };
  beside(CATALOGUE, 0.6, 25);
  beside(CART_READ, 0.7, 100);
  beside(CART_ADD, 0.6, 100);
  beside(ADMIN_LIST, 0.6, 100, ADMIN_CONNECTIONS);
  if (webhooks) {
    log(
      `Outgoing webhooks: latency from commit to receipt p50 ${webhooks.latencyP50Ms.toFixed(0)} ms, ` +
        `p95 ${webhooks.latencyP95Ms.toFixed(0)} ms, max ${webhooks.latencyMaxMs.toFixed(0)} ms (one at a time); ` +
        `${webhooks.burstEvents} events sent at once (the API took ${webhooks.sentSeconds.toFixed(1)} s to take them) ` +
        `delivered in ${webhooks.burstSeconds.toFixed(1)} s, ` +
        `${webhooks.eventsPerSecond.toFixed(0)} events/s.\n`,
    );
    targets.push(
      { name: 'every webhook event delivered once', met: webhooks.duplicates === 0, measured: `${webhooks.duplicates} duplicates` },
      {
        name: 'webhook latency from commit to receipt p95 under 250 ms',
        met: webhooks.latencyP95Ms < 250,
        measured: `${webhooks.latencyP95Ms.toFixed(0)} ms`,
      },
      {
        name: 'the webhook queue keeps up with a burst: its last event arrives within 1 s of the API taking it',
        met: webhooks.burstSeconds - webhooks.sentSeconds < 1,
        measured: `${((webhooks.burstSeconds - webhooks.sentSeconds) * 1000).toFixed(0)} ms`,
      },
    );
  }
  if (observability) targets.push(...observabilityTargets(observability, log));
  for (const target of targets) log(`${target.met ? 'PASS' : 'FAIL'}  ${target.name} (measured ${target.measured})`);
  log(
    `\nThe verdicts are informational: the exit code is 0 whatever the figures (this machine is shared and noisy), ` +
      `and non-zero only when the run itself broke. Load average now: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}.`,
  );
}

/** How far apart the bare server's first and last runs are, as a share of their mean: this run's noise; null without both. */
function runSpread(results: Figures[]): number | null {
  const bares = results.filter((figures) => figures.route.startsWith(BARE)).map((figures) => figures.reqPerSec);
  if (bares.length < 2) return null;
  const mean = bares.reduce((sum, value) => sum + value, 0) / bares.length;
  return (Math.max(...bares) - Math.min(...bares)) / mean;
}

/** The routes' figures, a row each, beside the bare server's. */
function printTable(results: Figures[]): void {
  const bares = results.filter((figures) => figures.route.startsWith('bare'));
  const bare = bares.reduce((sum, figures) => sum + figures.reqPerSec, 0) / bares.length;
  const header = ['route', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare', 'CPU µs/req'];
  const rows = results.map((figures) => [
    figures.route,
    String(figures.connections),
    figures.reqPerSec.toFixed(0),
    String(figures.p50),
    String(figures.p99),
    String(figures.non2xx),
    String(figures.errors),
    `${((figures.reqPerSec / bare) * 100).toFixed(1)}%`,
    figures.cpuMicrosPerRequest.toFixed(0),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}`);
  log(
    `\n"vs bare" is req/s against the mean of the two bare runs (${bare.toFixed(0)} req/s); CPU is the serving process's ` +
      `(the app's, or the references' own process). Database: ${PURCHASE_REQUESTS} purchase requests.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
