import { trace } from '@opentelemetry/api';
import { RouterExecutionContext } from '@nestjs/core/router/router-execution-context';
import { inSpan } from './traced';
import { handlerSpansEnabled } from './tracing';

type RouteHandler = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type Create = (
  this: RouterExecutionContext,
  instance: object,
  callback: (...args: unknown[]) => unknown,
  ...rest: unknown[]
) => RouteHandler;

let patched = false;

/**
 * A span for each NestJS route handler, named `Controller.method`, holding what Nest runs for it
 * (guards, pipes, interceptors, the method), as a child of the request's span. Nest builds each
 * route's handler once, at start, through RouterExecutionContext.create: that is wrapped. A request
 * whose trace is not kept has no active span and pays one look-up (OpenTelemetry's NestJS
 * instrumentation makes two spans and two async wrappers for every request, kept or not). Nothing
 * is wrapped when tracing is off.
 */
export function traceHandlers(): void {
  if (!handlerSpansEnabled() || patched) return;
  patched = true;
  const prototype = RouterExecutionContext.prototype as unknown as { create: Create };
  const create = prototype.create;
  prototype.create = function createTraced(instance, callback, ...rest) {
    const handler = create.call(this, instance, callback, ...rest);
    const controller = instance.constructor?.name || 'Controller';
    const name = `${controller}.${callback.name || 'handler'}`;
    const attributes = { 'nestjs.controller': controller, 'nestjs.callback': callback.name };
    return function traced(this: unknown, ...args: unknown[]) {
      if (!trace.getActiveSpan()?.isRecording()) return handler.apply(this, args);
      return inSpan(name, (span) => {
        span.setAttributes(attributes);
        return handler.apply(this, args);
      });
    };
  };
}
