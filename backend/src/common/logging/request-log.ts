import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { idOfRequest } from '../http/request-id';
import { errorWithoutValues } from './error-serializer';
import { traceIdsInLogLines } from '../telemetry/request-spans';
import { tracingEnabled } from '../telemetry/tracing';

/**
 * A request is logged by id, method and path (query strings can hold one-time values such as
 * Google's code and state), an answer by its status.
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
 * Request and application logs through one pino logger, written to `destination` (LogDestination:
 * pretty lines in development, JSON lines otherwise; LOG_FILE or standard output). The serializers keep no header (Authorization,
 * cookies) and no query string; there is no redaction pass on top of them (@pinojs/redact copied
 * every request's log object to censor paths the serializers had already left out: 1.5% of a
 * catalogue answer's CPU).
 */
export function pinoHttpOptions({ logLevel: level }: Pick<AppConfig, 'logLevel'>, destination: DestinationStream): Params {
  // With tracing on, every line written in a span, and a request's own lines, name the trace and span (trace_id, span_id).
  const logger = pino({ level, serializers, ...(tracingEnabled() ? traceIdsInLogLines : {}) }, destination);
  return {
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    // pino-http logs through a child of `logger`: its serializers must be given again.
    pinoHttp: { logger, genReqId: idOfRequest, serializers },
  };
}
