import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { createHash } from 'node:crypto';
import { COMPRESS_FROM_BYTES } from '@voosh/shared';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED_ENCODINGS = { preferred: ['br', 'gzip'] };
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** negotiator 1.x takes a preference among equally accepted encodings; its typings omit it. */
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** One JSON answer, ready to send: its bytes in each content coding, and its strong ETag. */
export interface PreparedAnswer {
  etag: string;
  body: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

/**
 * JSON answers prepared once per value: the text, its ETag, and its brotli (best quality) and
 * gzip forms, compressed off the event loop. The catalogue's values are the same objects until
 * the catalogue changes (CatalogService's snapshot), so every storefront page after the first
 * costs no serialising, hashing or compressing. Keyed by the value itself: a new snapshot's
 * values get new answers, and the old ones go with their snapshot.
 */
@Injectable()
export class PreparedJson {
  private readonly answers = new WeakMap<object, Promise<PreparedAnswer>>();
  /** How many values have been prepared (an operational figure; tests read it). */
  preparations = 0;

  of(value: object): Promise<PreparedAnswer> {
    let answer = this.answers.get(value);
    if (!answer) {
      answer = this.prepare(value);
      this.answers.set(value, answer);
      answer.catch(() => this.answers.delete(value));
    }
    return answer;
  }

  private async prepare(value: object): Promise<PreparedAnswer> {
    this.preparations += 1;
    const identity = Buffer.from(JSON.stringify(value));
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    if (identity.length < COMPRESS_FROM_BYTES) return { etag, body: { identity } };
    const [br, gzipped] = await Promise.all([
      brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
      gzipAsync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    return { etag, body: { identity, br, gzip: gzipped } };
  }
}

/**
 * Sends a prepared answer (public, revalidated): 304 to a matching If-None-Match, else the bytes in the best coding
 * the client accepts (already compressed: the compression plugin leaves an encoded answer alone).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  // Public: kept by browsers and proxies, but asked again each time (answered 304 while the ETag holds).
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  if (fresh(request.headers, { etag: answer.etag })) return reply.code(304).send();
  const negotiator = new Negotiator(request.raw) as unknown as EncodingNegotiator;
  const encoding = negotiator.encoding(ENCODINGS, PREFERRED_ENCODINGS) as keyof PreparedAnswer['body'] | undefined;
  const body = (encoding && answer.body[encoding]) || answer.body.identity;
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('Content-Type', 'application/json; charset=utf-8');
  if (body !== answer.body.identity) reply.header('Content-Encoding', encoding!);
  return reply.send(body);
}
