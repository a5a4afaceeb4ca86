import {
  APP_START_SCRIPT,
  EARLY_READS_SCRIPT,
  escapeHtml,
  cookieValue,
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  RENDERED_STATE_ELEMENT_ID,
  SHELL_ANSWERS_ELEMENT_ID,
  SIGNED_IN_COOKIE,
  type CurrencyCode,
} from '@voosh/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The storefront's server renderer (storefront/src/entry-server.tsx, built to dist-ssr). */
interface ServerRenderer {
  isRenderedPath(pathname: string): boolean;
  isKnownPath(pathname: string): boolean;
  setTransport(send: (request: Request) => Promise<Response>): void;
  signedInPageAt(url: string): { parts: string[]; reads: string[]; shellReads: string[] };
  render(
    url: string,
    options: { currency: CurrencyCode; origin: string },
  ): Promise<{ html: string; head: string; state: unknown; page?: string; status: PageStatus } | null>;
}

/** What a storefront address answers: 404 for an unknown path, arm or product, else 200. */
export type PageStatus = 200 | 404;

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** A rendered page as sent: its bytes, compressed once, and what it was rendered from. */
interface CachedPage {
  status: PageStatus;
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** The API reads the render made, and the digest of their answers then. */
  reads: string[];
  readsDigest: string;
}

export interface ApiRead {
  path: string;
  status: number;
  body: string;
}

export interface PageAnswer {
  status: PageStatus;
  etag: string;
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** Rendered pages kept (address and currency); the least recently used goes first. */
const CACHED_PAGES = 200;
/** Renders waiting beyond this many are not rendered: those visitors get the app, as without a server. */
const MAX_WAITING_RENDERS = 4;

/** Vite's <script> of the app's entry module, and its preloads of the modules the entry imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const digest = (text: string | Buffer) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

/** The digest of a render's answers, whatever order its concurrent reads came back in (so the same on every instance). */
export const readsDigest = (reads: ApiRead[]) =>
  digest(
    reads
      .map(({ path, status, body }) => `${path} ${status} ${body}`)
      .sort()
      .join('\n'),
  );

/** JSON text for inside <script>: nothing in it can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const scriptSafeJson = (value: unknown) => scriptSafe(JSON.stringify(value));

/**
 * The storefront's public pages rendered on the server for visitors: HTML with content, critical
 * CSS, title, description and link-preview tags, and the data they were rendered from, which the
 * browser hydrates (storefront/src/startApp.tsx). Browsers that hold a session (SIGNED_IN_COOKIE) get
 * the app itself.
 *
 * A page is rendered from the API's own answers (read in process, with the visitor's address, so
 * they count as the app's reads would) and kept; each later visit reads those answers again and
 * renders anew when any changed, so a page never shows a price, rate or setting older than the
 * API's. Its ETag is the digest of the build, the address, the currency and those answers, the
 * same from every instance (the markup itself carries the moment it was rendered). Renders run
 * one at a time.
 */
export class RenderedPages {
  private renderer?: ServerRenderer;
  private readonly pages = new Map<string, CachedPage>();
  /** signedInPage's answers by the parts and reads they name (the least recently made goes first). */
  private readonly signedInPages = new Map<string, string>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  /** The render in progress: whose page it is (the API is read as theirs) and what it read. */
  private recording?: { visitor: FastifyRequest; reads: ApiRead[] };

  /** index.html without its title, description and scripts: a rendered page brings its own, and starts the app itself. */
  private readonly shell: string;
  /** index.html as built. */
  private readonly template: string;
  /** The app's entry module and the modules index.html preloads with it. */
  private readonly entry: string;
  private readonly modules: string[];

  private constructor(
    private readonly fastify: FastifyInstance,
    template: string,
    private readonly rendererPath: string,
    private readonly origin: string,
    private readonly manifest: BuildManifest,
  ) {
    this.template = template;
    this.entry = ENTRY_SCRIPT.exec(template)?.[1] ?? '';
    this.modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
    this.shell = template
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '');
  }

  /** For the storefront built in `distDir`, when its server renderer was built beside it. */
  static of(fastify: FastifyInstance, distDir: string, origin: string): RenderedPages | undefined {
    const rendererPath = join(dirname(distDir), 'dist-ssr', 'entry-server.cjs');
    if (!existsSync(rendererPath)) return undefined;
    const manifestPath = join(distDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
    return new RenderedPages(fastify, readFileSync(join(distDir, 'index.html'), 'utf8'), rendererPath, origin, manifest);
  }

  /**
   * The chunks of the page component `page` (its module is named after it) that index.html does not
   * preload already: the browser fetches them with the app's, and the app, which hydrates once the
   * page's code is there, starts sooner.
   */
  private pageModules(page: string | undefined): string[] {
    const entry = page && Object.keys(this.manifest).find((source) => source.endsWith(`/${page}.tsx`));
    if (!entry) return [];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || files.has(chunk.file) || key === 'index.html') return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(entry);
    return [...files].map((file) => `/${file}`).filter((href) => href !== this.entry && !this.modules.includes(href));
  }

  /** The page for `request`, or undefined when the app itself should answer. */
  async page(request: FastifyRequest): Promise<PageAnswer | undefined> {
    const cookies = request.headers.cookie;
    if (cookieValue(cookies, SIGNED_IN_COOKIE)) return undefined;
    const url = request.url;
    const renderer = this.load();
    if (!renderer.isRenderedPath(url.split('?')[0]!)) return undefined;
    const stored = cookieValue(cookies, CURRENCY_COOKIE);
    const currency = isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
    const key = `${currency} ${url}`;
    let page = this.pages.get(key);
    if (!page || (await this.readsDigest(page.reads, request)) !== page.readsDigest) {
      if (this.waiting >= MAX_WAITING_RENDERS) return undefined;
      page = await this.serialized(() => this.render(renderer, url, currency, request));
      if (!page) return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > CACHED_PAGES) this.pages.delete(this.pages.keys().next().value!);
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    return { status: page.status, etag: page.etag, body: encoding ? page.bodies[encoding] : page.bodies.identity, encoding };
  }

  /**
   * index.html for a signed-in customer's page at `request`'s address, naming what that page
   * starts with beside the app: the chunks of the parts it renders (its area's layout, the page),
   * and its first API reads, which EARLY_READS_SCRIPT sends with the stored session's token. The
   * browser starts both while it reads the page instead of once the app runs. It also carries the
   * answers of the shell's public reads (shellAnswers), read anew for each page. Undefined for anyone
   * else and any other address (index.html as built is sent then). Async, as `page`: a renderer
   * that fails rejects, and the caller sends index.html as built.
   */
  async signedInPage(request: FastifyRequest): Promise<string | undefined> {
    if (!cookieValue(request.headers.cookie, SIGNED_IN_COOKIE)) return undefined;
    const { parts, reads, shellReads } = this.load().signedInPageAt(request.url);
    if (parts.length === 0) return undefined;
    const key = `${parts.join(' ')} ${reads.join(' ')}`;
    let page = this.signedInPages.get(key);
    if (page === undefined) {
      const preloads = [...new Set(parts.flatMap((part) => this.pageModules(part)))]
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      const earlyReads = `<script data-reads="${escapeHtml(reads.join(' '))}">${EARLY_READS_SCRIPT}</script>`;
      // The reads first in <head>: the browser sends them before it fetches the app's files.
      page = this.template.replace('<head>', `<head>${earlyReads}`).replace('</head>', `${preloads}</head>`);
      if (this.signedInPages.size >= CACHED_PAGES) this.signedInPages.delete(this.signedInPages.keys().next().value!);
      this.signedInPages.set(key, page);
    }
    const shellAnswers = await this.shellAnswers(shellReads, request);
    // A function, as in render().
    return page.replace('</head>', () => `${shellAnswers}</head>`);
  }

  /**
   * The answers of the shell's public reads as the signed-in browser would get them now (read as
   * a visitor from its address: public answers), for the app to start from: its first paint then
   * waits on none of them. A read that did not answer 200 is left to the app. Like a rendered
   * page's reads, they count against the visitor's address (the server holds no token).
   */
  private async shellAnswers(paths: string[], visitor: FastifyRequest): Promise<string> {
    const answered = (await Promise.all(paths.map((path) => this.read(path, visitor)))).filter((read) => read.status === 200);
    // The bodies are the API's JSON, joined as they are into one object by path.
    const answers = `{${answered.map((read) => `${JSON.stringify(read.path)}:${read.body}`).join(',')}}`;
    return `<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">${scriptSafe(answers)}</script>`;
  }

  /** The status of the app itself sent at `pathname` (no page rendered there): 404 when it is none of the app's routes. */
  statusOf(pathname: string): PageStatus {
    return this.load().isKnownPath(pathname) ? 200 : 404;
  }

  private load(): ServerRenderer {
    if (!this.renderer) {
      // A CommonJS bundle with its dependencies inside, built for Node (storefront/vite.config.ts).
      const renderer = require(this.rendererPath) as ServerRenderer; // eslint-disable-line @typescript-eslint/no-require-imports -- its path is known only at run time
      renderer.setTransport(async (apiRequest) => {
        const { pathname, search } = new URL(apiRequest.url);
        const recording = this.recording;
        const read = await this.read(pathname + search, recording?.visitor);
        recording?.reads.push(read);
        return new Response(read.body, { status: read.status, headers: { 'Content-Type': 'application/json' } });
      });
      this.renderer = renderer;
    }
    return this.renderer;
  }

  private async read(path: string, visitor: FastifyRequest | undefined): Promise<ApiRead> {
    const forwarded = visitor?.headers['x-forwarded-for'];
    const answer = await this.fastify.inject({
      method: 'GET',
      url: path,
      remoteAddress: visitor?.socket.remoteAddress,
      headers: { accept: 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    });
    return { path, status: answer.statusCode, body: answer.body };
  }

  private async readsDigest(paths: string[], visitor: FastifyRequest): Promise<string> {
    return readsDigest(await Promise.all(paths.map((path) => this.read(path, visitor))));
  }

  private async serialized<T>(work: () => Promise<T>): Promise<T> {
    this.waiting += 1;
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      this.waiting -= 1;
    }
  }

  private async render(
    renderer: ServerRenderer,
    url: string,
    currency: CurrencyCode,
    visitor: FastifyRequest,
  ): Promise<CachedPage | undefined> {
    const recording = { visitor, reads: [] as ApiRead[] };
    this.recording = recording;
    const rendered = await renderer.render(url, { currency, origin: this.origin }).finally(() => {
      this.recording = undefined;
    });
    if (!rendered) return undefined;
    const html = this.shell
      // Functions, so that a `$&` or `$'` in the page's text is not read as a replacement pattern.
      .replace('</head>', () => `${rendered.head}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div>` +
          `<script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">${scriptSafeJson({ url, currency, state: rendered.state })}</script>` +
          `<script data-entry="${this.entry}" data-preload="${[...this.modules, ...this.pageModules(rendered.page)].join(' ')}">${APP_START_SCRIPT}</script>`,
      );
    const identity = Buffer.from(html);
    const { reads } = recording;
    // What the page shows is what these answers said while it rendered.
    const answersDigest = readsDigest(reads);
    return {
      status: rendered.status,
      etag: `"${digest(`${this.entry} ${currency} ${url} ${answersDigest}`)}"`,
      bodies: {
        identity,
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(identity, { level: 9 }),
      },
      reads: reads.map((read) => read.path),
      readsDigest: answersDigest,
    };
  }
}
