import { type Attributes, type Context, SpanKind } from '@opentelemetry/api';
import {
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace';

/**
 * The attribute that lets a span of the app's own work begin a trace when it starts outside one
 * (scheduled work, a mail's sending: inSpan's `beginsTrace`).
 */
export const BEGINS_TRACE = 'voosh.begins_trace';

/**
 * Where a trace may begin: where a piece of work begins. A request (a server span), a job's run (a
 * consumer span) and work marked BEGINS_TRACE. Anything else started outside a trace (a statement,
 * an outgoing call, a job sent) is part of some work whose trace is not kept: it begins none. So a
 * request whose trace is not kept needs no context of its own to keep its work out of the traces.
 */
const mayBeginTrace = (kind: SpanKind, attributes: Attributes) =>
  kind === SpanKind.SERVER || kind === SpanKind.CONSUMER || attributes[BEGINS_TRACE] === true;

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
 * Which traces are kept. A span under a kept span of this process is kept. Of new traces (begun
 * only where work begins: mayBeginTrace), the share `ratio` says is kept (judged on the trace id, so
 * every instance agrees), at most `perSecond` a second. A caller's kept trace (traceparent) is
 * continued within the same limit: the header is anybody's to send, so it cannot buy more traces
 * than the limit. A caller's trace not kept is not kept. A quiet shop has every request
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
    shouldSample: (context: Context, traceId: string, _name: string, kind: SpanKind, attributes: Attributes) =>
      !mayBeginTrace(kind, attributes) || share.shouldSample(context, traceId).decision !== KEEP.decision ? DROP : budget.spend(),
    toString: () => `new traces: ${share.toString()}, at most ${perSecond} a second`,
  };
  const callers: Sampler = {
    shouldSample: () => budget.spend(),
    toString: () => `callers' kept traces: at most ${perSecond} a second with the new`,
  };
  return { sampler: new ParentBasedSampler({ root, remoteParentSampled: callers }), hasRoom: () => budget.hasRoom() };
}
