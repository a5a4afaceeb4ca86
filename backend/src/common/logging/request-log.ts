import { type Params, PinoLogger } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { currentRequest } from '../http/request-scope';
import { errorWithoutValues } from './error-serializer';
import { NOTHING_TO_ADD, traceIdsInLogLines } from '../telemetry/request-spans';
import { tracingEnabled } from '../telemetry/tracing';

/**
 * A request is logged by id, method and path (query strings can hold one-time values such as
 * Google's code and state), an answer by its status. No header (Authorization, cookies) is kept.
 */
const serializers = {
  req: (request: { id: string; method: string; url?: string }) => ({
    id: request.id,
    method: request.method,
    path: request.url?.split('?')[0],
  }),
  res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
  err: errorWithoutValues,
};

/**
 * What pino adds to each line: a line written while a request is handled names the request (req:
 * id, method, path), as its own line does; with tracing on, the trace and span ids
 * (traceIdsInLogLines). A line with nothing to add is written as it is.
 */
function lineContext(traced: boolean) {
  return {
    mixin(line: object): object {
      const ids = traced ? traceIdsInLogLines.mixin(line) : NOTHING_TO_ADD;
      const scope = 'req' in line ? undefined : currentRequest();
      return scope ? Object.assign({ req: scope.request }, ids) : ids;
    },
    mixinMergeStrategy: (line: object, added: object): object => (added === NOTHING_TO_ADD ? line : Object.assign(added, line)),
  };
}

/**
 * The app's one pino logger, written to `destination` (LogDestination: pretty lines in
 * development, JSON lines otherwise; LOG_FILE or standard output). There is no redaction pass on
 * top of the serializers (@pinojs/redact copied every request's log object to censor paths the
 * serializers had already left out: 1.5% of a catalogue answer's CPU).
 */
export const appPinoLogger = ({ logLevel: level }: Pick<AppConfig, 'logLevel'>, destination: DestinationStream): Logger =>
  pino({ level, serializers, ...lineContext(tracingEnabled()) }, destination);

/**
 * nestjs-pino's options: Nest's loggers write through `logger`, and it mounts no middleware (the
 * request line is RequestLog's hook: no per-request child logger, store or middleware engine).
 * Nest's loggers write through pino-http's child of `logger`, whose serializers must be given
 * again: pino-http's own would write a request's headers (its token, its cookies).
 */
export const nestPinoParams = (logger: Logger): Params => ({ pinoHttp: { logger, serializers }, forRoutes: [] });

/**
 * One line per answer at info level, once it is sent: the request (id, method, path), its status
 * and the time it took, "request errored" for a 5xx (the error itself is logged where it is met,
 * at error level, when it is one: a 503 of maintenance or of a database outage is not), else
 * "request completed". Written through nestjs-pino's logger, the one Nest's loggers write
 * through, so all of an app's lines go to one place.
 */
@Injectable()
export class RequestLog {
  private readonly logger: Logger;

  constructor(pinoLogger: PinoLogger) {
    // Outside a request's scope (no store): the root logger, not a request's child.
    this.logger = pinoLogger.logger;
  }

  write(request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request.raw, res: reply.raw, responseTime: reply.elapsedTime };
    this.logger.info(line, reply.statusCode >= 500 ? 'request errored' : 'request completed');
  }
}
