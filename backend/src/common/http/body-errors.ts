import type { NextFunction, Request, Response } from 'express';

/**
 * body-parser fails before Nest's router, so its errors never reach the exception filter:
 * answer them here in the API's error shape instead of Express's HTML page.
 */
export function bodyErrorHandler(error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction): void {
  const text =
    error.type === 'entity.parse.failed'
      ? 'Malformed JSON body'
      : error.type === 'entity.too.large'
        ? 'Request body is too large'
        : error.type === 'encoding.unsupported' || error.type === 'charset.unsupported'
          ? 'Unsupported body encoding'
          : undefined;
  if (!text || !error.status) return next(error);
  res.status(error.status).json({ statusCode: error.status, error: text, message: text });
}
