import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * An error answered as `{statusCode, error, message, type?, ...extra}`, with `headers` on the answer.
 * `text` is the human sentence (the product's fixed texts, from libs/shared); `type` is set where the client branches on it.
 */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    text: string,
    extra: { type?: string; [key: string]: unknown } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super({ statusCode: status, error: text, message: text, ...extra }, status);
  }
}

export const notFound = (text: string) => new ApiError(HttpStatus.NOT_FOUND, text);
export const badRequest = (text: string, extra?: Record<string, unknown>) => new ApiError(HttpStatus.BAD_REQUEST, text, extra);
export const conflict = (text: string, extra?: Record<string, unknown>) => new ApiError(HttpStatus.CONFLICT, text, extra);
