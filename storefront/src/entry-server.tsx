import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { BRAND, type CurrencyCode } from '@voosh/shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { customerPartsAt, customerReadsAt } from './app/customerRoutes';
import { createQueryClient } from './app/queryClient';
import { isKnownPath, renderedPageAt } from './app/renderedPages';
import { PageStatusContext, type PageStatus } from './lib/pageStatus';
import { SHELL_READS } from './lib/shellReads';
import { pageDescription } from './server/pageDescriptions';

/**
 * The storefront rendered on the server (Vite's SSR build, loaded by the API): public pages as
 * HTML with their content and critical CSS, for a signed-out visitor, which the browser then
 * hydrates (startApp.tsx).
 */

/** Data loads the page asked for are answered, then it is rendered again, at most this many times. */
const MAX_RENDERS = 3;

/** Whether the server renders the page at `pathname` (else the browser renders it alone). */
export function isRenderedPath(pathname: string): boolean {
  return renderedPageAt(pathname) !== undefined;
}

/** Whether `pathname` is one of the app's routes: any other address is answered with 404. */
export { isKnownPath };

/**
 * What the page the server sends a signed-in customer at `url` names, so the browser starts it
 * with the app's code rather than after: the code-split parts its page renders (by component
 * name), the API reads it first shows (their paths and queries), which the browser starts, and
 * the shell's public reads, whose answers the page carries. Empty parts outside the customer
 * area's pages.
 */
export function signedInPageAt(url: string): { parts: string[]; reads: string[]; shellReads: string[] } {
  const { pathname, search } = new URL(url, 'http://localhost');
  return {
    parts: customerPartsAt(pathname).map((part) => part.displayName ?? ''),
    reads: customerReadsAt({ pathname, search }).map((read) => read.path),
    shellReads: SHELL_READS.map((read) => read.path),
  };
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /**
   * For <head>: the title (and preloads) the page declared, its description and link-preview
   * (Open Graph) tags, and <style> elements with exactly the CSS the markup uses.
   */
  head: string;
  /** The data the page was rendered from, for the browser to start from (JSON). */
  state: unknown;
  /** The page's component (its module is named after it), whose code the browser should fetch with the page. */
  page?: string;
  /** 404 when the page shows there is nothing at its address (an unknown path or arm), else 200. */
  status: PageStatus['code'];
}

export interface RenderOptions {
  currency: CurrencyCode;
  /** The site's public origin, for the absolute address link previews name. */
  origin: string;
}

/** Where the typed client's requests go while pages render: the API itself, in process. */
export { setApiTransport as setTransport } from './lib/api';

/**
 * Renders `element` once through, waiting for every code-split part (React keeps each module once
 * loaded); throws what any part of it threw (the browser then renders the page itself).
 */
async function loadEveryPart(element: ReactNode): Promise<void> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  prelude.resume();
  if (errors.length) throw errors[0];
}

/**
 * The markup of `element` in one piece, once no part of it waits: a part still waiting would be
 * sent later with an inline script, which the Content-Security-Policy refuses (and the browser
 * would render that part itself).
 */
function markupOf(element: ReactNode): string | null {
  const markup = renderToString(element);
  return markup.includes(PART_LEFT_TO_THE_BROWSER) ? null : markup;
}

/** How React marks a Suspense boundary it could not finish on the server. */
const PART_LEFT_TO_THE_BROWSER = '<!--$!-->';

/** Starts every load the last render asked for and waits for them; true when there were any. */
async function loadWhatWasAskedFor(queryClient: QueryClient): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return pending.length > 0;
}

/** React 19 writes the title, meta and preloads a page declares at the start of a fragment's markup. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;
const TITLE = /<title>([^<]*)<\/title>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The description and link-preview tags of a page (`title` is already HTML-escaped by React). */
function previewTags(title: string, description: string, address: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${value}"/>`;
  const escaped = escapeAttribute(description);
  return [
    meta('name', 'description', escaped),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:title', title.replace(/"/g, '&quot;')),
    meta('property', 'og:description', escaped),
    meta('property', 'og:url', escapeAttribute(address)),
    meta('name', 'twitter:card', 'summary'),
  ].join('');
}

/**
 * The page's styles as Emotion's style tags, each marked `data-s` (as Emotion marks the tags it
 * has placed itself). Unmarked, the browser's Emotion would move every one of them to the end of
 * <head> as it loads, before taking each over (which moves it once more): each move makes the
 * browser parse those styles again and restyle the page. It still takes them over by their
 * `data-emotion` key and names (the styles already there are not inserted again).
 */
function styleTags({ styles }: EmotionCriticalToChunks): string {
  return styles
    .filter(({ css }) => css.trim() !== '')
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`)
    .join('');
}

/**
 * `url` rendered for a signed-out visitor in `currency`, once every load it asks for has been
 * answered; null when one failed (the browser then renders the page itself, as without a server).
 */
export async function render(url: string, { currency, origin }: RenderOptions): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  for (let renders = 0; renders < MAX_RENDERS; renders += 1) {
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const status: PageStatus = { code: 200 };
    const app = (
      <CacheProvider value={cache}>
        <PageStatusContext value={status}>
          <App Router={Router} queryClient={queryClient} initialCurrency={currency} />
        </PageStatusContext>
      </CacheProvider>
    );
    await loadEveryPart(app);
    if (!(await loadWhatWasAskedFor(queryClient))) {
      const markup = markupOf(app);
      if (markup === null) continue;
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return null;
      const declared = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
      const html = markup.slice(declared.length);
      const { pathname } = new URL(url, origin);
      const preview = previewTags(
        TITLE.exec(declared)?.[1] ?? BRAND,
        pageDescription(pathname, queryClient),
        new URL(pathname, origin).href,
      );
      const styles = styleTags(emotion.extractCriticalToChunks(html));
      return {
        html,
        head: declared + preview + styles,
        state: dehydrate(queryClient),
        page: renderedPageAt(pathname)?.displayName,
        status: status.code,
      };
    }
  }
  return null;
}
