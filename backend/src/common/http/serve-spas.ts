import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RenderedPages } from './rendered-pages';

/** The built SPAs, wherever the backend runs from (repo checkout or the Docker image). */
export const SPA_ROOTS = {
  storefront: resolve(__dirname, '../../../../storefront/dist'),
  admin: resolve(__dirname, '../../../../admin/dist'),
};

/**
 * A path that names a file (the build's `/assets/` folder, or a last segment with an extension):
 * missing, it is a 404, never the SPA's page. A browser still holding an older build's chunk names
 * then gets an error it can recover from (reload), not HTML to parse as JavaScript.
 */
const FILE_PATH = /^\/assets\/|\.[a-z0-9]+$/i;
export const namesAFile = (path: string): boolean => FILE_PATH.test(path);
const API_PATH = /^\/api(\/|$)/;

/** Where a page the server failed to make is logged (the request's id and path come with the line). */
const renderLog = new Logger('StorefrontPages');

/** A page the server failed to make is logged, and the app itself sent: the visitor still gets the page, rendered in the browser. */
const notMade = (error: unknown): undefined => {
  renderLog.error({ err: error }, 'Rendering a storefront page failed');
  return undefined;
};

/** Answers a GET as the storefront would: its page, or its not-found page (404) where it has none. */
export type StorefrontPage = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The admin build under /admin (its own fallback: the console routes in the browser, so every
 * address under it is its page) and the storefront everywhere else: each
 * build's files as routes of their own (found at start; hashed names, cached for a year, their
 * precompressed copies sent to browsers that accept them), and
 * every other GET that is not /api and not a file answered with the app's index.html, or for the
 * storefront's public pages, when its server renderer is built, that page rendered for a visitor
 * (RenderedPages). An address that is none of the storefront's routes (or names an arm it does
 * not have) is answered with 404, its not-found page rendered for a visitor. Missing builds are
 * skipped. STOREFRONT_DIST_DIR serves another storefront build (the browser tests'
 * development build). Returns the storefront's answer, for routes that answer as if they were not
 * there (GET /metrics without its token).
 */
export async function serveSpas(app: NestFastifyApplication): Promise<StorefrontPage> {
  const { storefrontDistDir = SPA_ROOTS.storefront, appUrl } = app.get<AppConfig>(APP_CONFIG);
  const fastify = app.getHttpAdapter().getInstance();
  let decorated = false;
  let storefrontPage: StorefrontPage = async (_request, reply) => reply.callNotFound();
  const mount = async (prefix: '/admin/' | '/', root: string) => {
    if (!existsSync(join(root, 'index.html'))) return;
    await fastify.register(fastifyStatic, {
      root,
      prefix,
      index: false,
      wildcard: false,
      maxAge: '1y',
      immutable: true,
      // The build's brotli and gzip copies (scripts/vite-precompress.ts), sent as they are when accepted.
      preCompressed: true,
      // One reply.sendFile decoration serves both builds (each call names its root): the first mounted build adds it.
      decorateReply: !decorated,
    });
    decorated = true;
    const renderedPages = prefix === '/' ? RenderedPages.of(fastify, root, appUrl) : undefined;
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      if (prefix === '/' && API_PATH.test(path)) return reply.callNotFound();
      if (namesAFile(path)) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      const rendered = await renderedPages?.page(request).catch(notMade);
      if (!rendered) {
        // What is sent here depends on the visitor's cookies (a page rendered, or named chunks, or neither).
        void reply
          .code(renderedPages?.statusOf(path) ?? 200)
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Cookie');
        const signedIn = await renderedPages?.signedInPage(request).catch(notMade);
        if (signedIn) return reply.type('text/html; charset=utf-8').send(signedIn);
        return reply.sendFile('index.html', root, { cacheControl: false });
      }
      void reply.code(rendered.status).header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Encoding');
      // A page that is there is validated by its ETag; a not-found page is sent whole.
      if (rendered.status === 200) {
        void reply.header('ETag', rendered.etag);
        if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
      }
      if (rendered.encoding) void reply.header('Content-Encoding', rendered.encoding);
      return reply.type('text/html; charset=utf-8').send(rendered.body);
    };
    const base = prefix === '/' ? '' : '/admin';
    fastify.get(`${base}/*`, page);
    if (base) fastify.get(base, page);
    else storefrontPage = page;
  };
  await mount('/admin/', SPA_ROOTS.admin);
  await mount('/', storefrontDistDir);
  return storefrontPage;
}
