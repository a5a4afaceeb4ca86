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

  readonly stripeCalls = new Histogram({
    name: `${METRICS_PREFIX}stripe_call_duration_seconds`,
    help: 'Calls to Stripe, by operation and outcome (ok, refused, error)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly signInFailures = new Counter({
    name: `${METRICS_PREFIX}sign_in_failures_total`,
    help: 'Sign-ins refused for a wrong e-mail address or password',
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: `${METRICS_PREFIX}webhook_delivery_attempts_total`,
    help: 'Webhook delivery attempts, by outcome (succeeded, retry, gone, expired)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly reconciliationOutcomes = new Counter({
    name: `${METRICS_PREFIX}reconciliation_outcomes_total`,
    help: 'What each reconciliation with Stripe did, by kind (payment, plan) and outcome (updated, unchanged, reconciled, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: `${METRICS_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused 429 by a rate limit, by limit (api, per-address)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

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
