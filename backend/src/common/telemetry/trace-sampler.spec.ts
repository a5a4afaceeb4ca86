import { type Context, ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { BEGINS_TRACE, traceSampler } from './trace-sampler';

const KEEP = SamplingDecision.RECORD_AND_SAMPLED;
const DROP = SamplingDecision.NOT_RECORD;

/** A sampler on a clock the test moves, in milliseconds. */
function samplerAt(ratio: number, perSecond: number) {
  let now = 0;
  const { sampler, hasRoom } = traceSampler(ratio, perSecond, () => now);
  let traces = 0;
  const decide = (
    parent: Context = ROOT_CONTEXT,
    traceId = (++traces).toString(16).padStart(32, '0'),
    kind = SpanKind.SERVER,
    attributes = {},
  ) => sampler.shouldSample(parent, traceId, 'a span', kind, attributes, []).decision;
  const decideTimes = (times: number, parent?: Context) => Array.from({ length: times }, () => decide(parent));
  return { decide, decideTimes, hasRoom, wait: (ms: number) => (now += ms) };
}

/** The context of a span whose trace the caller (remote) or this process (local) keeps or not. */
const under = ({ remote, kept }: { remote: boolean; kept: boolean }) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: 'b'.repeat(32),
    spanId: 'c'.repeat(16),
    traceFlags: kept ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: remote,
  });

describe('traceSampler', () => {
  it('keeps every new trace up to its number a second, then one more as each share of a second passes', () => {
    const { decideTimes, wait } = samplerAt(1, 10);
    expect(decideTimes(12)).toEqual([...Array<SamplingDecision>(10).fill(KEEP), DROP, DROP]);
    wait(99);
    expect(decideTimes(1)).toEqual([DROP]);
    wait(1);
    expect(decideTimes(2)).toEqual([KEEP, DROP]);
  });

  it('says whether a new trace could be kept now, spending nothing', () => {
    const { decideTimes, hasRoom, wait } = samplerAt(1, 2);
    expect([hasRoom(), hasRoom(), hasRoom()]).toEqual([true, true, true]);
    expect(decideTimes(2)).toEqual([KEEP, KEEP]);
    expect(hasRoom()).toBe(false);
    wait(500);
    expect(hasRoom()).toBe(true);
  });

  it('saves no more than one second of traces over a quiet spell', () => {
    const { decideTimes, wait } = samplerAt(1, 5);
    wait(60_000);
    expect(decideTimes(7)).toEqual([...Array<SamplingDecision>(5).fill(KEEP), DROP, DROP]);
  });

  it('keeps one trace every few seconds when its number is below one a second', () => {
    const { decideTimes, wait } = samplerAt(1, 0.5);
    expect(decideTimes(2)).toEqual([KEEP, DROP]);
    wait(1_999);
    expect(decideTimes(1)).toEqual([DROP]);
    wait(1);
    expect(decideTimes(2)).toEqual([KEEP, DROP]);
  });

  it('keeps the share of new traces its ratio says, judged on the trace id so that every instance agrees', () => {
    expect(samplerAt(0, 100).decideTimes(50)).toEqual(Array<SamplingDecision>(50).fill(DROP));
    const half = samplerAt(0.5, 100);
    expect(half.decide(ROOT_CONTEXT, '0000000000000000000000001fffffff')).toBe(KEEP);
    expect(half.decide(ROOT_CONTEXT, '000000000000000000000000efffffff')).toBe(DROP);
  });

  it('begins traces only where work begins (a request, a job run, work marked so), spending nothing on the rest', () => {
    const { decide } = samplerAt(1, 3);
    const begun = (kind: SpanKind, attributes = {}) => decide(ROOT_CONTEXT, undefined, kind, attributes);
    // Outside any trace: the work of a request whose trace is not kept.
    expect([SpanKind.CLIENT, SpanKind.PRODUCER, SpanKind.INTERNAL].map((kind) => begun(kind))).toEqual([DROP, DROP, DROP]);
    expect(begun(SpanKind.INTERNAL, { [BEGINS_TRACE]: false })).toBe(DROP);
    expect([begun(SpanKind.SERVER), begun(SpanKind.CONSUMER), begun(SpanKind.INTERNAL, { [BEGINS_TRACE]: true })]).toEqual([
      KEEP,
      KEEP,
      KEEP,
    ]);
  });

  it("continues a caller's kept trace within the same number a second, and none the caller did not keep", () => {
    const { decideTimes } = samplerAt(1, 2);
    const callerKept = under({ remote: true, kept: true });
    expect(decideTimes(1, under({ remote: true, kept: false }))).toEqual([DROP]);
    expect(decideTimes(3, callerKept)).toEqual([KEEP, KEEP, DROP]);
    // The callers spent this second's traces: a new one waits too.
    expect(decideTimes(1)).toEqual([DROP]);
  });

  it('keeps every span under a kept span of this process, whatever the number a second', () => {
    const { decideTimes } = samplerAt(1, 1);
    expect(decideTimes(1)).toEqual([KEEP]);
    expect(decideTimes(5, under({ remote: false, kept: true }))).toEqual(Array<SamplingDecision>(5).fill(KEEP));
    expect(decideTimes(1, under({ remote: false, kept: false }))).toEqual([DROP]);
  });
});
