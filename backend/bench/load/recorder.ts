/**
 * What the load run measured: every answer's latency per route (kept whole: a 60 s run is a few
 * thousand samples), the operations' latencies from their scheduled start, the failures, and the
 * process's memory.
 */

export type FailureKind = 'status' | 'network' | 'answer';

export interface Failure {
  kind: FailureKind;
  route: string;
  detail: string;
}

export interface LatencyRow {
  group: string;
  route: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

class Series {
  readonly samples: number[] = [];
  failures = 0;
  constructor(readonly group: string) {}

  row(route: string): LatencyRow {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return {
      group: this.group,
      route,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : 0,
      failures: this.failures,
    };
  }
}

export class Recorder {
  private readonly routes = new Map<string, Series>();
  private readonly operations = new Map<string, Series>();
  readonly failures: Failure[] = [];
  /** HTTP requests sent (answered or not). */
  requests = 0;
  /** When the last request or operation ended (performance.now()). */
  lastEnd = 0;

  private series(map: Map<string, Series>, group: string, route: string): Series {
    let series = map.get(route);
    if (!series) map.set(route, (series = new Series(group)));
    return series;
  }

  /** An answer's latency, in ms from `from` (the operation's scheduled start, or the request's own). */
  answered(group: string, route: string, from: number, now = performance.now()): void {
    this.series(this.routes, group, route).samples.push(now - from);
    this.lastEnd = Math.max(this.lastEnd, now);
  }

  /** A whole operation, from its scheduled start to its last answer. */
  operation(kind: string, scheduledAt: number, ok: boolean, now = performance.now()): void {
    const series = this.series(this.operations, 'operation', kind);
    series.samples.push(now - scheduledAt);
    if (!ok) series.failures += 1;
    this.lastEnd = Math.max(this.lastEnd, now);
  }

  fail(group: string, route: string, kind: FailureKind, detail: string): void {
    this.series(this.routes, group, route).failures += 1;
    this.failures.push({ kind, route, detail });
  }

  routeRows(): LatencyRow[] {
    return [...this.routes].map(([route, series]) => series.row(route));
  }

  operationRows(): LatencyRow[] {
    return [...this.operations].map(([kind, series]) => series.row(kind));
  }
}

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
}

/** The process's memory: sampled every 100 ms while watching, with the peaks. */
export class MemoryWatch {
  readonly peak: MemoryFigures = { rss: 0, heapUsed: 0 };
  private timer?: NodeJS.Timeout;

  sample(): MemoryFigures {
    const { rss, heapUsed } = process.memoryUsage();
    this.peak.rss = Math.max(this.peak.rss, rss);
    this.peak.heapUsed = Math.max(this.peak.heapUsed, heapUsed);
    return { rss, heapUsed };
  }

  start(): MemoryFigures {
    this.timer = setInterval(() => this.sample(), 100);
    return this.sample();
  }

  stop(): MemoryFigures {
    clearInterval(this.timer);
    return this.sample();
  }
}
