import { type Span, SpanStatusCode } from '@opentelemetry/api';
import { tracer } from './tracing';

/**
 * Runs `work` in a span named `name` (a child of the active one, if any), ended however it ends.
 * What it throws is recorded on the span, which is marked failed unless `failed` says otherwise.
 */
export function inSpan<T>(
  name: string,
  work: (span: Span) => Promise<T>,
  { failed = (_error: unknown): boolean => true } = {},
): Promise<T> {
  return tracer.startActiveSpan(name, async (span) => {
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
 * A method run in a span of its own: for scheduled work, which starts outside any request. Put it
 * below the schedule's decorator (@Interval, @Cron), which must see the traced method.
 */
export function Traced(name: string): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const method = descriptor.value as (...args: unknown[]) => Promise<unknown>;
    descriptor.value = function traced(this: unknown, ...args: unknown[]) {
      return inSpan(name, () => method.apply(this, args));
    };
    return descriptor;
  };
}
