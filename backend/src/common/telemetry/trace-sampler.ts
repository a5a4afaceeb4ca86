import { type Context, createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import {
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace';

const NOT_KEPT = createContextKey('voosh.trace-not-kept');

/**
 * The context of a request whose trace is not kept. It holds no span, so the libraries that trace
 * only under a parent (statements, Redis, handlers) do no work for it at all; and whatever span is
 * started in it anyway (a job sent, an outgoing call) is not recorded and begins no trace.
 */
export const notKeptContext = ROOT_CONTEXT.setValue(NOT_KEPT, true);

/** Traces begun a second when OTEL_TRACES_PER_SECOND is unset. */
export const DEFAULT_TRACES_PER_SECOND = 10;

const KEEP: SamplingResult = { decision: SamplingDecision.RECORD_AND_SAMPLED };
const DROP: SamplingResult = { decision: SamplingDecision.NOT_RECORD };

/**
 * At most `perSecond` traces a second: a bucket that fills at that rate and holds one second's
 * worth (one trace, below one a second), counted in milliseconds of allowance.
 */
class TraceBudget {
  private readonly costMs: number;
  private readonly capacityMs: number;
  private allowanceMs: number;
  private countedAt: number;

  constructor(
    perSecond: number,
    private readonly now: () => number,
  ) {
    this.costMs = 1000 / perSecond;
    this.capacityMs = Math.max(1000, this.costMs);
    this.allowanceMs = this.capacityMs;
    this.countedAt = now();
  }

  /** Whether a trace could be kept now. */
  hasRoom(): boolean {
    const now = this.now();
    this.allowanceMs = Math.min(this.capacityMs, this.allowanceMs + (now - this.countedAt));
    this.countedAt = now;
    return this.allowanceMs >= this.costMs;
  }

  spend(): SamplingResult {
    if (!this.hasRoom()) return DROP;
    this.allowanceMs -= this.costMs;
    return KEEP;
  }
}

/**
 * Which traces are kept. A span under a kept span of this process is kept. Of new traces, the
 * share `ratio` says is kept (judged on the trace id, so every instance agrees), at most
 * `perSecond` a second. A caller's kept trace (traceparent) is continued within the same limit:
 * the header is anybody's to send, so it cannot buy more traces than the limit. A caller's trace
 * not kept, and any span started in notKeptContext, is not kept. A quiet shop has every request
 * traced; a busy one pays for at most `perSecond` traces a second, whatever its traffic.
 * `hasRoom` says whether a new trace could be kept now, spending nothing: a request that cannot be
 * kept need not make a span to be told so.
 */
export function traceSampler(
  ratio: number,
  perSecond: number,
  now: () => number = () => performance.now(),
): { sampler: Sampler; hasRoom: () => boolean } {
  const share = new TraceIdRatioBasedSampler(ratio);
  const budget = new TraceBudget(perSecond, now);
  const root: Sampler = {
    shouldSample: (context: Context, traceId: string) =>
      context.getValue(NOT_KEPT) || share.shouldSample(context, traceId).decision !== KEEP.decision ? DROP : budget.spend(),
    toString: () => `new traces: ${share.toString()}, at most ${perSecond} a second`,
  };
  const callers: Sampler = {
    shouldSample: () => budget.spend(),
    toString: () => `callers' kept traces: at most ${perSecond} a second with the new`,
  };
  return { sampler: new ParentBasedSampler({ root, remoteParentSampled: callers }), hasRoom: () => budget.hasRoom() };
}
