import { ROOT_CONTEXT } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { notKeptContext, TraceSampler } from './trace-sampler';

const KEPT = SamplingDecision.RECORD_AND_SAMPLED;
const NOT_KEPT = SamplingDecision.NOT_RECORD;

/** A sampler on a clock the test moves, in milliseconds. */
function samplerAt(ratio: number, perSecond: number) {
  let now = 0;
  const sampler = new TraceSampler(ratio, perSecond, () => now);
  let traces = 0;
  const next = (context = ROOT_CONTEXT, traceId = (++traces).toString(16).padStart(32, '0')) =>
    sampler.shouldSample(context, traceId).decision;
  return { next, wait: (ms: number) => (now += ms) };
}

describe('TraceSampler', () => {
  it('keeps every new trace up to its number a second, then one more as each share of a second passes', () => {
    const { next, wait } = samplerAt(1, 10);
    expect(Array.from({ length: 12 }, () => next())).toEqual([...Array<SamplingDecision>(10).fill(KEPT), NOT_KEPT, NOT_KEPT]);
    wait(99);
    expect(next()).toBe(NOT_KEPT);
    wait(1);
    expect(next()).toBe(KEPT);
    expect(next()).toBe(NOT_KEPT);
  });

  it('saves no more than one second of traces over a quiet spell', () => {
    const { next, wait } = samplerAt(1, 5);
    wait(60_000);
    const decisions = Array.from({ length: 7 }, () => next());
    expect(decisions.filter((decision) => decision === KEPT)).toHaveLength(5);
  });

  it('keeps the share of traces its ratio says, by trace id, within the limit', () => {
    const none = samplerAt(0, 100);
    expect(Array.from({ length: 50 }, () => none.next()).every((decision) => decision === NOT_KEPT)).toBe(true);
    // The ratio is judged on the trace id (OpenTelemetry's TraceIdRatioBasedSampler): every
    // instance keeps the same traces.
    const half = samplerAt(0.5, 100);
    expect(half.next(ROOT_CONTEXT, '0000000000000000000000001fffffff')).toBe(KEPT);
    expect(half.next(ROOT_CONTEXT, '000000000000000000000000efffffff')).toBe(NOT_KEPT);
  });

  it('begins no trace in the work of a request whose trace is not kept', () => {
    const { next } = samplerAt(1, 10);
    expect(next(notKeptContext)).toBe(NOT_KEPT);
    expect(next()).toBe(KEPT);
  });
});
