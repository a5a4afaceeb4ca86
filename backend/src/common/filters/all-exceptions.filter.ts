import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '../database/unavailable';
import { ApiError } from '../http/api-error';

/** The answer while the database is out of reach, and when to try again. */
const OUTAGE_TEXT = 'The service is briefly unavailable. Please try again in a moment.';
const OUTAGE_RETRY_SECONDS = 5;

/** Texts of the client errors the HTTP library raises itself while reading a request. */
const LIBRARY_ERROR_TEXTS: Record<number, string> = { 413: 'Request body is too large' };

/** An error of the HTTP library about the request (a body too large, a broken Content-Length): a 4xx `statusCode`. */
const clientErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

/**
 * Turns every error into the API's one shape, those of routes and middleware as well as those
 * raised before a route runs (reading the body). Unknown errors are logged with the request id and
 * answered 500 without internals. It answers through Nest's HTTP adapter, whatever the HTTP
 * library under it.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const http = host.switchToHttp();
    const response = http.getResponse<unknown>();
    const request = http.getRequest<{ id?: unknown; raw?: { id?: unknown } }>();
    // The id the request is logged under (on the node:http request, where the request logger puts it).
    const requestId = (request.raw ?? request).id;
    const path = () => String(httpAdapter.getRequestUrl(request)).split('?')[0];
    const outage = !(exception instanceof HttpException) && isDatabaseUnavailable(exception);
    const body = outage ? this.outage(exception, requestId, path) : this.toBody(exception, requestId, path);
    if (httpAdapter.isHeadersSent(response)) return;
    if (exception instanceof ApiError) for (const [name, value] of Object.entries(exception.headers)) this.setHeader(response, name, value);
    if (outage) this.setHeader(response, 'Retry-After', String(OUTAGE_RETRY_SECONDS));
    httpAdapter.reply(response, body, body.statusCode);
  }

  /** The database is out of reach (restarting, say): 503 with Retry-After, logged without the error's internals. */
  private outage(exception: unknown, requestId: unknown, path: () => string): { statusCode: number; error: string; message: string } {
    this.logger.warn({ err: exception, requestId, path: path() }, 'Database unavailable');
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: OUTAGE_TEXT, message: OUTAGE_TEXT };
  }

  /** On the adapter's response, or on the node:http response that a middleware's error comes with. */
  private setHeader(response: unknown, name: string, value: string): void {
    if (typeof (response as Partial<ServerResponse>).setHeader === 'function') (response as ServerResponse).setHeader(name, value);
    else this.adapterHost.httpAdapter.setHeader(response, name, value);
  }

  private toBody(exception: unknown, requestId: unknown, path: () => string): Record<string, unknown> & { statusCode: number } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const answer = exception.getResponse();
      if (exception instanceof ApiError) return { ...(answer as Record<string, unknown>), statusCode };
      const text = this.textOf(answer) ?? STATUS_CODES[statusCode] ?? 'Error';
      return { statusCode, error: text, message: text };
    }
    const clientError = clientErrorStatus(exception);
    if (clientError) {
      const text = LIBRARY_ERROR_TEXTS[clientError] ?? 'Malformed request body';
      return { statusCode: clientError, error: text, message: text };
    }
    this.logger.error({ err: exception, requestId, path: path() }, 'Unhandled error');
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error', message: 'Internal server error' };
  }

  /** Nest's built-in exceptions carry `{message}` (a string or a list) or a bare string. */
  private textOf(answer: unknown): string | undefined {
    if (typeof answer === 'string') return answer;
    if (typeof answer === 'object' && answer !== null && 'message' in answer) {
      const message = (answer as { message: unknown }).message;
      if (Array.isArray(message)) return message.map(String).join('; ');
      if (typeof message === 'string') return message;
    }
    return undefined;
  }
}
