import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import pino from 'pino';
import type { AppConfig } from '../../config/app-config';
import { idOfRequest } from '../http/request-id';
import { errorWithoutValues } from './error-serializer';

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
 * Request and application logs through one pino logger: JSON lines, or pretty single lines in
 * development, to standard output or to LOG_FILE. The serializers keep no header (Authorization,
 * cookies) and no query string; there is no redaction pass on top of them (@pinojs/redact copied
 * every request's log object to censor paths the serializers had already left out: 1.5% of a
 * catalogue answer's CPU).
 */
export function pinoHttpOptions(config: AppConfig): Params {
  const { logFile, logLevel: level } = config;
  const logger =
    config.nodeEnv === 'development'
      ? pino({
          level,
          serializers,
          transport: { target: 'pino-pretty', options: { singleLine: true, ...(logFile && { destination: logFile, mkdir: true }) } },
        })
      : pino({ level, serializers }, logFile ? pino.destination({ dest: logFile, mkdir: true }) : undefined);
  return {
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    // pino-http logs through a child of `logger`: its serializers must be given again.
    pinoHttp: { logger, genReqId: idOfRequest, serializers },
  };
}
