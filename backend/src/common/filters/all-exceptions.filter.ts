import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { ApiError } from '../http/api-error';

/**
 * Turns every error into the API's one shape. Unknown errors are logged with the request id and
 * answered 500 without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception, request);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request & { id?: string }): Record<string, unknown> & { statusCode: number } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const answer = exception.getResponse();
      if (exception instanceof ApiError) return { ...(answer as Record<string, unknown>), statusCode };
      const text = this.textOf(answer) ?? STATUS_CODES[statusCode] ?? 'Error';
      return { statusCode, error: text, message: text };
    }
    this.logger.error({ err: exception, requestId: request.id, path: request.path }, 'Unhandled error');
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
