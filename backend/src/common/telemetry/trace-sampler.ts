import { type Context, createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { type Sampler, SamplingDecision, type SamplingResult, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace';

const NOT_KEPT = createContextKey('voosh.trace-not-kept');

/**
 * The context of a request whose trace is not kept. It holds no span, so the libraries that trace
 * only under a parent (statements, Redis, handlers) do no work for it at all; and no span started in
 * it begins a trace of its own (TraceSampler).
 */
export const notKeptContext = ROOT_CONTEXT.setValue(NOT_KEPT, true);

/** Traces begun a second when OTEL_TRACES_PER_SECOND is unset. */
export const DEFAULT_TRACES_PER_SECOND = 10;

/**
 * Whether a new trace (a span with no parent) is kept: the share OTEL_TRACES_SAMPLER_ARG keeps
 * (every one by default), at most `perSecond` of them a second (a bucket that fills at that rate
 * and holds one second's worth). A quiet shop has every request traced; a busy one pays for at
 * most `perSecond` traces a second, however many requests it answers. Spans started in a request
 * whose trace is not kept begin none.
 */
export class TraceSampler implements Sampler {
  private readonly ratio: TraceIdRatioBasedSampler;
  private allowance: number;
  private countedAt: number;

  constructor(
    ratio: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.ratio = new TraceIdRatioBasedSampler(ratio);
    this.allowance = perSecond;
    this.countedAt = now();
  }

  shouldSample(context: Context, traceId: string): SamplingResult {
    if (context.getValue(NOT_KEPT) || this.ratio.shouldSample(context, traceId).decision !== SamplingDecision.RECORD_AND_SAMPLED) {
      return { decision: SamplingDecision.NOT_RECORD };
    }
    const now = this.now();
    this.allowance = Math.min(this.perSecond, this.allowance + ((now - this.countedAt) / 1000) * this.perSecond);
    this.countedAt = now;
    if (this.allowance < 1) return { decision: SamplingDecision.NOT_RECORD };
    this.allowance -= 1;
    return { decision: SamplingDecision.RECORD_AND_SAMPLED };
  }

  toString(): string {
    return `TraceSampler{${this.ratio.toString()}, at most ${this.perSecond} a second}`;
  }
}
