import { HttpException } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import { RouterExecutionContext } from '@nestjs/core/router/router-execution-context';
import { inSpan } from './traced';
import { handlerSpansEnabled } from './tracing';

type RouteHandler = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type Create = (
  this: RouterExecutionContext,
  instance: object,
  callback: (...args: unknown[]) => unknown,
  methodName: string,
  ...rest: unknown[]
) => RouteHandler;

/** An answer the handler meant (a 404, a 409): the request's outcome, not the handler's failure. */
const meantAnswer = (error: unknown) => error instanceof HttpException && error.getStatus() < 500;

let patched = false;

/**
 * A span for each NestJS route handler, named `Controller.method`, holding what Nest runs for it
 * (guards, pipes, interceptors, the method; for a server-sent stream, its opening), as a child of
 * the request's span. Nest builds each route's handler through RouterExecutionContext.create (at
 * start; per request for a request-scoped controller): that is wrapped. A request whose trace is
 * not kept has no recording span and pays one look-up (OpenTelemetry's NestJS instrumentation makes
 * two spans and two async wrappers for every request, kept or not). Nothing is wrapped when
 * tracing is off or nestjs_core is left out.
 */
export function traceHandlers(): void {
  if (!handlerSpansEnabled() || patched) return;
  patched = true;
  const prototype = RouterExecutionContext.prototype as unknown as { create: Create };
  const create = prototype.create;
  prototype.create = function createWithSpan(instance, callback, methodName, ...rest) {
    const handler = create.call(this, instance, callback, methodName, ...rest);
    const controller = instance.constructor?.name || 'Controller';
    const name = `${controller}.${methodName}`;
    const attributes = { 'nestjs.controller': controller, 'nestjs.callback': methodName };
    return function handleInSpan(this: unknown, ...args: unknown[]) {
      if (!trace.getActiveSpan()?.isRecording()) return handler.apply(this, args);
      return inSpan(
        name,
        (span) => {
          span.setAttributes(attributes);
          return handler.apply(this, args);
        },
        { failed: (error) => !meantAnswer(error) },
      );
    };
  };
}
