import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpAnswers } from './http-answers';

/** Every series' name starts so (the process's, the HTTP pipeline's and the features'). */
export const METRICS_PREFIX = 'voosh_';

/**
 * The instance's Prometheus metrics, one registry: the runtime's (event-loop lag, heap, GC, CPU),
 * the HTTP pipeline's (by route template, never a raw path), and what features count or gauge.
 * Label values are bounded: route templates, methods, statuses, operation names.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpAnswers = new HttpAnswers(this.registry, METRICS_PREFIX);

  readonly stripeCalls = this.histogram(
    'stripe_call_duration_seconds',
    'Calls to Stripe, by operation and outcome (ok, refused, error)',
    ['operation', 'outcome'],
    [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );

  readonly signInFailures = this.counter('sign_in_failures_total', 'Sign-ins refused for a wrong e-mail address or password', []);

  readonly webhookAttempts = this.counter(
    'webhook_delivery_attempts_total',
    'Webhook delivery attempts, by outcome (succeeded, retry, gone, expired)',
    ['outcome'],
  );

  readonly reconciliationOutcomes = this.counter(
    'reconciliation_outcomes_total',
    'What each reconciliation with Stripe did, by kind (payment, plan) and outcome (updated, unchanged, reconciled, failed)',
    ['kind', 'outcome'],
  );

  readonly rateLimitRefusals = this.counter(
    'rate_limit_refusals_total',
    'Requests refused 429 by a rate limit, by limit (api, per-address)',
    ['limit'],
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
  }

  /** A gauge read when Prometheus scrapes (a count in the database, a pool's use): `read` answers its value. */
  gauge(name: string, help: string, read: () => Promise<number> | number): void {
    new Gauge({
      name: `${METRICS_PREFIX}${name}`,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /**
   * Gauges read together when Prometheus scrapes: `read` runs once per scrape (one query for a
   * count and an age, say) and each gauge takes its value from the answer.
   */
  gauges<Row>(read: () => Promise<Row>, gauges: { name: string; help: string; value: (row: Row) => number }[]): void {
    // A scrape collects every gauge at once: the ones of this set share the read in flight.
    let reading: Promise<Row> | undefined;
    const shared = () => (reading ??= read().finally(() => (reading = undefined)));
    for (const { name, help, value } of gauges) this.gauge(name, help, async () => value(await shared()));
  }

  /** A counter a feature increments, by the labels it names (their values bounded). */
  counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new Counter({ name: `${METRICS_PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }

  /** A histogram a feature observes, by the labels it names, in `buckets` (seconds). */
  histogram<Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets: number[]): Histogram<Label> {
    return new Histogram({ name: `${METRICS_PREFIX}${name}`, help, labelNames, buckets, registers: [this.registry] });
  }

  /** The Prometheus text exposition of every series. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
