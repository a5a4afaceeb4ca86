import { context, ROOT_CONTEXT, type Span, SpanStatusCode } from '@opentelemetry/api';
import { BEGINS_TRACE } from './trace-sampler';
import { tracer } from './tracing';

/**
 * Runs `work` in a span named `name` (a child of the active one, if any), ended however it ends.
 * What it throws is recorded on the span, which is marked failed unless `failed` says otherwise.
 * Started outside any trace, the span is kept only if `beginsTrace` (work that begins on its own:
 * scheduled work, a mail's sending), as a trace of its own.
 */
export function inSpan<T>(
  name: string,
  work: (span: Span) => Promise<T>,
  { failed = (_error: unknown): boolean => true, beginsTrace = false } = {},
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes: beginsTrace ? { [BEGINS_TRACE]: true } : {} }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      if (failed(error)) span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs `work` outside whatever trace is active: work done for many at once (an outbox run woken by
 * one request sends everyone's mail) is not part of the trace that happened to start it.
 */
export const outsideTraces = <T>(work: () => T): T => context.with(ROOT_CONTEXT, work);

/**
 * A method run in a span of its own, which begins a trace when it runs outside one: for work on a
 * timer, which starts outside any request. Put it below the schedule's decorator (@Interval,
 * @Cron), which must see the traced method.
 */
export function Traced(name: string): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const method = descriptor.value as (...args: unknown[]) => Promise<unknown>;
    descriptor.value = function traced(this: unknown, ...args: unknown[]) {
      return inSpan(name, () => method.apply(this, args), { beginsTrace: true });
    };
    return descriptor;
  };
}
