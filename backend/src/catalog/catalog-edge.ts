import { Inject, Injectable } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cors from 'cors';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { assignRequestId } from '../common/http/request-id';
import { corsOptions, securityHeaders } from '../common/http/response-headers';
import { clientAddress } from '../common/http/client-address';
import { visitorKey } from '../api/rate-limit/rate-limit.middleware';
import { RateLimiter } from '../api/rate-limit/rate-limiter';
import { SettingsService } from '../settings/settings.service';
import { type CatalogSnapshot, CatalogService } from './catalog.service';

/** The compression middleware's threshold: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED_ENCODINGS = { preferred: ['br', 'gzip'] };
const gzipAsync = promisify(gzip);
/** negotiator 1.x takes a preference among equally accepted encodings; its typings omit it. */
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };
const brotliAsync = promisify(brotliCompress);

/** One catalogue answer, ready to send. */
interface PreparedAnswer {
  etag: string;
  body: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The public catalogue's GETs answered on the HTTP server, ahead of Express and Nest, from bytes
 * prepared once per catalogue version (JSON, ETag, brotli and gzip). Every storefront page reads
 * the catalogue; through the whole pipeline an answer cost about 1 ms of CPU, of which the
 * per-request work (serialising 24 KB, hashing it for the ETag, routing, middleware) is the same
 * every time until the catalogue changes.
 *
 * It answers only what needs nothing per caller beyond what it does itself: a GET with no
 * Authorization header and no query string, for a path of the snapshot, with maintenance off and
 * the visitor under the API rate limit (counted here, once). It sets the headers the pipeline
 * sets (the same helmet and CORS middleware, the request id, Vary), answers 304 to a matching
 * If-None-Match, and logs the request as pino-http does. Everything else, including a visitor
 * over the limit, goes to the pipeline, which answers the same bytes for the same version.
 */
@Injectable()
export class CatalogEdge {
  /** Answers sent here rather than by the pipeline (an operational figure; tests read it). */
  answered = 0;
  private readonly prepared = new WeakMap<CatalogSnapshot, Promise<Map<string, PreparedAnswer>>>();
  private readonly securityHeaders: Middleware = securityHeaders();
  private readonly cors: Middleware;
  private etagOf: (body: string, encoding: BufferEncoding) => string = () => '';

  constructor(
    private readonly catalog: CatalogService,
    private readonly settings: SettingsService,
    private readonly limiter: RateLimiter,
    private readonly log: PinoLogger,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cors = cors(corsOptions(config)) as Middleware;
  }

  /** Puts the edge in front of the app's request handler; call once the app is configured. */
  install(app: NestExpressApplication): void {
    const express = app.getHttpAdapter().getInstance();
    this.etagOf = express.get('etag fn');
    const server: Server = app.getHttpServer();
    const pipeline = server.listeners('request')[0] as RequestListener;
    server.removeListener('request', pipeline);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!this.mayAnswer(request)) return pipeline(request, response);
      this.answer(request, response).then(
        (answered) => answered || pipeline(request, response),
        (error: unknown) => this.failed(error, request, response, pipeline),
      );
    });
  }

  /**
   * The edge failed. Before anything was sent the pipeline answers instead; once the answer has
   * started it is never handed on (a second handler would write headers again and throw), so
   * the error is only logged, and an unfinished answer is cut short.
   */
  private failed(error: unknown, request: IncomingMessage, response: ServerResponse, pipeline: RequestListener): void {
    this.log.logger.error({ err: error, path: request.url }, 'Catalogue edge failed');
    if (!response.headersSent) return void pipeline(request, response);
    if (!response.writableEnded) response.destroy();
  }

  private mayAnswer(request: IncomingMessage): boolean {
    const { method, url, headers } = request;
    return method === 'GET' && headers.authorization === undefined && !!url?.startsWith('/api/') && !url.includes('?');
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const started = Date.now();
    const answer = (await this.answers(await this.catalog.snapshot())).get(request.url!);
    if (!answer || (await this.settings.current()).maintenanceMode) return false;
    const verdict = await this.limiter.check(request, { key: visitorKey(clientAddress(request)), staff: false });
    if (!verdict.allowed) return false;

    const id = assignRequestId(request, response);
    await this.run(this.securityHeaders, request, response);
    await this.run(this.cors, request, response);
    response.setHeader('ETag', answer.etag);
    if (fresh(request.headers, { etag: answer.etag })) {
      response.statusCode = 304;
      response.end();
    } else {
      const negotiator = new Negotiator(request) as unknown as EncodingNegotiator;
      const encoding = negotiator.encoding(ENCODINGS, PREFERRED_ENCODINGS) as keyof PreparedAnswer['body'] | undefined;
      const body = (encoding && answer.body[encoding]) || answer.body.identity;
      const vary = response.getHeader('Vary');
      response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (body !== answer.body.identity) response.setHeader('Content-Encoding', encoding!);
      response.setHeader('Content-Length', body.length);
      response.end(body);
    }
    this.answered += 1;
    this.logAnswer(id, request, response, started);
    return true;
  }

  /** The answers of one snapshot, by path; prepared once (compression runs off the event loop). */
  private answers(snapshot: CatalogSnapshot): Promise<Map<string, PreparedAnswer>> {
    let answers = this.prepared.get(snapshot);
    if (!answers) {
      answers = this.prepare(snapshot);
      this.prepared.set(snapshot, answers);
    }
    return answers;
  }

  private async prepare(snapshot: CatalogSnapshot): Promise<Map<string, PreparedAnswer>> {
    const routes: [string, unknown][] = [
      ['/api/arms', snapshot.arms],
      ['/api/products', snapshot.products],
      ['/api/tiers', snapshot.tiers],
      ['/api/prebuilt-packages', snapshot.prebuiltPackages],
      ['/api/price-guide', snapshot.priceGuide],
      ...snapshot.arms.map((arm): [string, unknown] => [`/api/arms/${arm.slug}`, arm]),
      ...snapshot.products.map((product): [string, unknown] => [`/api/products/${product.id}`, product]),
    ];
    const prepared = await Promise.all(routes.map(async ([path, value]) => [path, await this.prepareOne(value)] as const));
    return new Map(prepared);
  }

  private async prepareOne(value: unknown): Promise<PreparedAnswer> {
    // The same text and ETag as Express's res.json() for this value.
    const text = JSON.stringify(value);
    const identity = Buffer.from(text);
    if (identity.length < COMPRESS_FROM_BYTES) return { etag: this.etagOf(text, 'utf8'), body: { identity } };
    const [br, gzipped] = await Promise.all([
      brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
      gzipAsync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    return { etag: this.etagOf(text, 'utf8'), body: { identity, br, gzip: gzipped } };
  }

  private run(middleware: Middleware, request: IncomingMessage, response: ServerResponse): Promise<void> {
    return new Promise((resolve, reject) => middleware(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
  }

  /** The line pino-http writes for a request the pipeline answers (its `req` serializer reads `url`). */
  private logAnswer(id: string, request: IncomingMessage, response: ServerResponse, started: number): void {
    if (!this.log.logger.isLevelEnabled('info')) return;
    this.log.logger.info(
      {
        req: { id, method: request.method, url: request.url },
        res: { statusCode: response.statusCode },
        responseTime: Date.now() - started,
      },
      'request completed',
    );
  }
}
