import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error-response';
import { JSON_TOO_DEEP, nestedDeeperThan } from './json-depth';

/** The content codings a request body may use. */
const BODY_ENCODINGS = 'gzip, deflate, br';

/** What body-parser's errors carry: its `type`, an HTTP status, and zlib's errno for a corrupt body. */
interface BodyError {
  type?: string;
  status?: number;
  errno?: number;
}

const TEXTS: Record<string, [status: number, text: string]> = {
  'entity.parse.failed': [400, 'Malformed JSON body'],
  'entity.too.deep': [400, JSON_TOO_DEEP],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported body encoding'],
  'charset.unsupported': [415, 'Unsupported body encoding'],
};

/** body-parser's `verify` hook for JSON: refuses a body nested deeper than MAX_JSON_DEPTH before it is parsed. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (nestedDeeperThan(body)) throw Object.assign(new Error(JSON_TOO_DEEP), { status: 400, type: 'entity.too.deep' });
}

/**
 * body-parser fails before Nest's router, so its errors never reach the exception filter: answer
 * them here in the API's error shape, never as a 500. A body whose bytes do not match its
 * Content-Encoding is a 400; an encoding the API does not take is a 415 listing the ones it does.
 */
export function bodyErrorHandler(error: BodyError, _req: Request, res: Response, next: NextFunction): void {
  const known = error.type ? TEXTS[error.type] : undefined;
  const [status, text] =
    known ??
    (typeof error.errno === 'number'
      ? [400, 'Request body could not be decompressed: it does not match its Content-Encoding']
      : error.status && error.status >= 400 && error.status < 500
        ? [error.status, 'Malformed request body']
        : [0, '']);
  if (!status) return next(error);
  if (status === 415) res.setHeader('Accept-Encoding', BODY_ENCODINGS);
  res.status(status).json(errorBody(status, text));
}
