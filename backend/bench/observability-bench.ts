import type autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Figures, measure } from './bench-measure';

/** The app as deployed by default, with metrics on, and with tracing on (default sampling: every trace). */
export type Variant = 'off' | 'metrics' | 'tracing';
export const VARIANTS: Variant[] = ['off', 'metrics', 'tracing'];

/** A route measured on each variant. */
export interface ObservedRoute {
  route: string;
  request: autocannon.Request;
}

export interface VariantFigures extends Figures {
  variant: Variant;
}

/** What one variant costs on one route, beside the app with neither (medians of their runs). */
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
  return {};
}

/** Rounds of each route on each variant: the first variant of a round moves on by one each time. */
const ROUNDS = 3;

/**
 * Each route on each variant's app process, ROUNDS times in a rotating order (the machine drifts,
 * and a route's first runs warm the database): the medians are compared.
 */
export async function measureVariants(
  apps: Record<Variant, { url: string; process: ChildProcess }>,
  routes: ObservedRoute[],
  connections: number,
  log: (line: string) => void,
): Promise<VariantFigures[]> {
  const results: VariantFigures[] = [];
  for (const { route, request } of routes) {
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of [...VARIANTS.slice(round % VARIANTS.length), ...VARIANTS.slice(0, round % VARIANTS.length)]) {
        const { url, process } = apps[variant];
        const figures = await measure(process, route, url, request, connections);
        log(
          `  measured ${route} with ${variant}: ${figures.reqPerSec.toFixed(0)} req/s, ${figures.cpuMicrosPerRequest.toFixed(0)} µs CPU/req`,
        );
        results.push({ ...figures, variant });
      }
    }
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * What each variant adds on each route, from the medians of its runs beside those of the app with
 * neither: the CPU per request (the app's own process: the figure least moved by what else runs),
 * and the share of throughput kept.
 */
export function costs(results: VariantFigures[]): ObservabilityCost[] {
  const routes = [...new Set(results.map((figures) => figures.route))];
  return routes.flatMap((route) => {
    const of = (variant: Variant, read: (figures: Figures) => number) =>
      median(results.filter((figures) => figures.route === route && figures.variant === variant).map(read));
    const cpu = (figures: Figures) => figures.cpuMicrosPerRequest;
    const throughput = (figures: Figures) => figures.reqPerSec;
    return (['metrics', 'tracing'] as const).map((variant) => ({
      route,
      variant,
      offCpuMicros: of('off', cpu),
      addedCpuMicros: of(variant, cpu) - of('off', cpu),
      throughputShare: of(variant, throughput) / of('off', throughput),
    }));
  });
}
