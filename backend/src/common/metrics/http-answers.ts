import type { Metric, Registry } from 'prom-client';

/** Upper bounds (seconds) of the answer-time histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Tally {
  labels: { method: string; route: string; status: string };
  count: number;
}

interface Timing {
  labels: { method: string; route: string };
  /** Answers per bucket (not cumulative), the last for those over every bound. */
  counts: number[];
  sum: number;
}

/**
 * The HTTP answers' two series, `<prefix>http_requests_total{method,route,status}` and
 * `<prefix>http_request_duration_seconds{method,route}`, kept in plain maps by a string key and
 * handed to the registry when Prometheus scrapes: recording an answer is a lookup and two
 * additions (prom-client's labelled series hash their labels at every call, a tenth of a
 * catalogue answer's CPU).
 */
export class HttpAnswers {
  private readonly tallies = new Map<string, Tally>();
  private readonly timings = new Map<string, Timing>();

  constructor(registry: Registry, prefix: string) {
    const requests = `${prefix}http_requests_total`;
    const durations = `${prefix}http_request_duration_seconds`;
    const series = (name: string, help: string, type: 'counter' | 'histogram', values: () => unknown[]) =>
      registry.registerMetric({
        name,
        help,
        type,
        get: () => Promise.resolve({ name, help, type, aggregator: 'sum', values: values() }),
      } as unknown as Metric);
    series(requests, 'HTTP requests answered, by method, route template and status', 'counter', () =>
      [...this.tallies.values()].map(({ labels, count }) => ({ labels, value: count })),
    );
    series(durations, 'Time to answer an HTTP request, by method and route template', 'histogram', () =>
      [...this.timings.values()].flatMap(({ labels, counts, sum }) => {
        let cumulative = 0;
        const buckets = [...BUCKETS, Infinity].map((bound, index) => {
          cumulative += counts[index]!;
          return { metricName: `${durations}_bucket`, labels: { ...labels, le: bound === Infinity ? '+Inf' : bound }, value: cumulative };
        });
        return [
          ...buckets,
          { metricName: `${durations}_sum`, labels, value: sum },
          { metricName: `${durations}_count`, labels, value: cumulative },
        ];
      }),
    );
  }

  /** One answer: its method, route template (never a raw path), status and time in seconds. */
  record(method: string, route: string, status: number, seconds: number): void {
    const timingKey = `${method} ${route}`;
    const tallyKey = `${timingKey} ${status}`;
    let tally = this.tallies.get(tallyKey);
    if (!tally) this.tallies.set(tallyKey, (tally = { labels: { method, route, status: String(status) }, count: 0 }));
    tally.count += 1;
    let timing = this.timings.get(timingKey);
    if (!timing) this.timings.set(timingKey, (timing = { labels: { method, route }, counts: BUCKETS.map(() => 0).concat(0), sum: 0 }));
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket += 1;
    timing.counts[bucket]! += 1;
    timing.sum += seconds;
  }
}
