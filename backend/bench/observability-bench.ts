import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Figures, measure, median, SECONDS, type Target } from './bench-measure';

/**
 * The app as deployed by default; with metrics on; with tracing on at the default sampling (every
 * new trace, at most 10 a second); with tracing keeping every trace (what each trace costs); and
 * the app as deployed by default again, in a process of its own: what it reads beside the first is
 * the method's own spread in this run, the yardstick of the other figures.
 */
export type Variant = 'off' | 'metrics' | 'tracing' | 'tracing every request' | 'off again';
export const VARIANTS: Variant[] = ['off', 'metrics', 'tracing', 'tracing every request', 'off again'];

/** The share of the CPU per request each variant may add: metrics 5%, tracing at its default 10%. */
const LIMITS: Partial<Record<Variant, number>> = { metrics: 0.05, tracing: 0.1 };

/** A route measured on each variant. */
export interface ObservedRoute {
  route: string;
  request: autocannon.Request;
}

export interface VariantFigures extends Figures {
  variant: Variant;
  round: number;
}

/** What one variant costs on one route, beside the app with neither. */
export interface ObservabilityCost {
  route: string;
  variant: Exclude<Variant, 'off'>;
  /** The CPU per request of the app with neither. */
  offCpuMicros: number;
  addedCpuMicros: number;
  throughputShare: number;
}

/** An OpenTelemetry Collector's OTLP/HTTP receiver that takes every export and keeps none. */
export async function startCollectorStandIn() {
  let spansBytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (spansBytes += chunk.length));
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => spansBytes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that turns a variant on in the app's process. */
export function variantEnv(variant: Variant, collectorUrl: string): Record<string, string> {
  if (variant === 'metrics') return { METRICS_TOKEN: 'bench-metrics-token' };
  if (variant === 'tracing') return { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl };
  if (variant === 'tracing every request') return { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_TRACES_PER_SECOND: '1000000000' };
  return {};
}

/** Seconds each app is loaded on each route before its rounds (the database and V8 warm up). */
const WARM_SECONDS = 5;
/**
 * Sets of app processes, one after the other, each measured for a cycle of rounds: a process's own
 * speed (its heap, the layout of its compiled code) differs from another's by a few percent, as
 * much as the costs measured, and more sets spread that over every variant.
 */
const PROCESS_SETS = 4;
/** Seconds of each run: short, so that the variants alternate often (BENCH_SECONDS / 3, at least 3). */
const RUN_SECONDS = Math.max(3, Math.round(SECONDS / 3));

/** One app process per variant. */
export type VariantApps = Record<Variant, { url: string; process: ChildProcess }>;

/**
 * The variants' order in a round: a Williams design. Over a cycle of as many rounds as variants
 * each variant runs once in each place; with the next cycle, which runs the orders backwards, once
 * right after each other one as often as before it. So neither the machine's drift nor what a run
 * leaves behind (a tracing app still exporting its spans) falls on one variant more than another.
 */
export function orderOf(round: number): Variant[] {
  const count = VARIANTS.length;
  // 0, 1, n-1, 2, n-2, ...: each round adds one to every place (a Latin square whose rounds, with
  // their reverses, put each variant right after each other one equally often).
  const first = Array.from({ length: count }, (_, place) => (place % 2 ? (place + 1) / 2 : (count - place / 2) % count));
  const order = first.map((index) => VARIANTS[(index + round) % count]!);
  return Math.floor(round / count) % 2 ? order.reverse() : order;
}

/**
 * Each route on each variant's app process, in PROCESS_SETS sets of processes one after the other:
 * on each set, each route is warmed up and then measured in a cycle of short runs, round after
 * round in the orders of orderOf, so that the variants alternate often and the machine's drift
 * (large on this shared machine) falls on all alike.
 */
export async function measureVariants(
  apps: { start: () => Promise<VariantApps>; stop: (apps: VariantApps) => Promise<void> },
  routes: ObservedRoute[],
  connections: number,
  log: (line: string) => void,
): Promise<VariantFigures[]> {
  const results: VariantFigures[] = [];
  for (let set = 0; set < PROCESS_SETS; set++) {
    const running = await apps.start();
    try {
      for (const { route, request } of routes) {
        for (const variant of VARIANTS) {
          await autocannon({ url: running[variant].url, connections, requests: [request], duration: WARM_SECONDS });
        }
        for (let round = set * VARIANTS.length; round < (set + 1) * VARIANTS.length; round++) {
          const line: string[] = [];
          for (const variant of orderOf(round)) {
            const { url, process } = running[variant];
            const figures = await measure(process, route, url, request, connections, { seconds: RUN_SECONDS, warmupSeconds: 0 });
            line.push(`${variant} ${figures.cpuMicrosPerRequest.toFixed(0)} µs`);
            results.push({ ...figures, round, variant });
          }
          log(
            `  ${route}, round ${round + 1} of ${PROCESS_SETS * VARIANTS.length} (processes ${set + 1}), CPU per request: ${line.join(', ')}`,
          );
        }
      }
    } finally {
      await apps.stop(running);
    }
  }
  return results;
}

/**
 * What each variant adds on each route beside the app with neither: the median over the rounds of
 * the difference within a round, in CPU per request (the app's own process: the figure least moved
 * by what else runs) and in throughput.
 */
export function costs(results: VariantFigures[]): ObservabilityCost[] {
  const routes = [...new Set(results.map((figures) => figures.route))];
  return routes.flatMap((route) => {
    const runs = results.filter((figures) => figures.route === route);
    const off = runs.filter((figures) => figures.variant === 'off');
    return VARIANTS.filter((variant) => variant !== 'off').map((variant) => {
      const pairs = runs
        .filter((figures) => figures.variant === variant)
        .map((figures) => [figures, off.find((candidate) => candidate.round === figures.round)!] as const);
      return {
        route,
        variant,
        offCpuMicros: median(off.map((figures) => figures.cpuMicrosPerRequest)),
        addedCpuMicros: median(pairs.map(([on, neither]) => on.cpuMicrosPerRequest - neither.cpuMicrosPerRequest)),
        throughputShare: median(pairs.map(([on, neither]) => on.reqPerSec / neither.reqPerSec)),
      };
    });
  });
}

/** Each variant's cost, printed, and the verdicts of those with a limit. */
export function observabilityTargets(results: VariantFigures[], log: (line: string) => void): Target[] {
  log('Observability, each beside the app with neither (medians of the differences within a round):');
  const targets: Target[] = [];
  for (const cost of costs(results)) {
    const share = cost.addedCpuMicros / cost.offCpuMicros;
    const which = cost.variant === 'off again' ? 'a second app with neither (the spread of this run)' : `with ${cost.variant}`;
    log(
      `  ${cost.route} ${which}: ${cost.addedCpuMicros >= 0 ? '+' : ''}${cost.addedCpuMicros.toFixed(0)} µs CPU per request ` +
        `(${(share * 100).toFixed(1)}% of ${cost.offCpuMicros.toFixed(0)} µs), ${(cost.throughputShare * 100).toFixed(1)}% of the throughput`,
    );
    const limit = LIMITS[cost.variant];
    // The CPU a request costs is what bounds throughput on a busy instance: it is the figure judged.
    if (limit !== undefined) {
      targets.push({
        name: `${cost.route} with ${cost.variant} on costs under ${limit * 100}% (CPU per request)`,
        met: share < limit,
        measured: `${(share * 100).toFixed(1)}%`,
      });
    }
  }
  log('');
  return targets;
}
