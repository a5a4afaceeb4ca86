import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';
import { ApiError, badRequest } from './api-error';
import { JSON_TOO_DEEP, nestedDeeperThan } from './json-depth';

/** The largest request body the API reads. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The content codings a request body may use (inflated by @fastify/compress before parsing). */
export const BODY_ENCODINGS: ('gzip' | 'deflate' | 'br')[] = ['gzip', 'deflate', 'br'];

const MALFORMED_JSON = 'Malformed JSON body';
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
/** A JSON body is an object or an array (what the API's DTOs take); a bare string or number is malformed. */
const OBJECT_OR_ARRAY = /^\s*[{[]/;

/**
 * The API's request bodies, read one way for every route: JSON (objects and arrays, at most
 * MAX_JSON_DEPTH deep), URL-encoded forms, and the exact bytes for `rawBodyPath` (Stripe signs the
 * bytes it sent). Any other type leaves the body empty, so validation names what is missing.
 * Fastify's own parsers are replaced: their errors are not the API's texts. What is thrown here
 * reaches the exception filter.
 */
export function readBodies(fastify: FastifyInstance, rawBodyPath: string): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      done(null, parseBody(request, body as Buffer, rawBodyPath));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

function parseBody(request: FastifyRequest, bytes: Buffer, rawBodyPath: string): unknown {
  if (request.url.split('?')[0] === rawBodyPath) return bytes;
  const type = request.headers['content-type'] ?? '';
  if (JSON_TYPE.test(type)) {
    if (bytes.length === 0) return {};
    if (nestedDeeperThan(bytes)) throw badRequest(JSON_TOO_DEEP);
    const text = bytes.toString('utf8');
    if (!OBJECT_OR_ARRAY.test(text)) throw badRequest(MALFORMED_JSON);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(MALFORMED_JSON);
    }
  }
  if (FORM_TYPE.test(type)) return { ...parseQueryString(bytes.toString('utf8')) };
  return undefined;
}

/** A body whose bytes do not match its Content-Encoding (@fastify/compress's onInvalidRequestPayload). */
export const corruptEncoding = () => badRequest('Request body could not be decompressed: it does not match its Content-Encoding');

/** A Content-Encoding the API does not take: 415, naming the ones it does (@fastify/compress's onUnsupportedRequestEncoding). */
export const unsupportedEncoding = () =>
  new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported body encoding', {}, { 'Accept-Encoding': BODY_ENCODINGS.join(', ') });
