/**
 * What the storefront's server-rendered pages and the browser agree on. Public pages are rendered
 * on the server for visitors; the browser then hydrates them when it would render the same thing.
 */
import { SESSION_STORAGE_KEY } from './brand';

/**
 * Cookie set while a session is stored in the browser: the server then sends the app itself, not a
 * page rendered for a signed-out visitor. A hint for rendering only, never a credential.
 */
export const SIGNED_IN_COOKIE = 'voosh_signed_in';
/** Cookie mirroring the chosen display currency, so the server renders prices in it. */
export const CURRENCY_COOKIE = 'voosh_currency';
/** id of the `<script type="application/json">` holding a rendered page's data and currency. */
export const RENDERED_STATE_ELEMENT_ID = 'voosh-rendered-state';
/**
 * id of the `<script type="application/json">` in the page sent to a signed-in browser holding the
 * answers of the app shell's public reads (the storefront's SHELL_READS), by API path: the app
 * starts from them instead of reading them again before its first paint.
 */
export const SHELL_ANSWERS_ELEMENT_ID = 'voosh-shell-answers';
/**
 * Inlined at the top of the storefront's <head>: marks <html> with the stored colour scheme
 * ('light' | 'dark', else the system's) before anything paints, so a dark page does not flash
 * light (MUI's provider keeps the mark up to date afterwards). The API's Content-Security-Policy
 * allows exactly this script by its hash.
 */
export const COLOR_SCHEME_SCRIPT =
  "(function(){var c='light';try{var s=localStorage.getItem('theme');" +
  "if(s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))c='dark'}catch(e){}" +
  'document.documentElement.classList.add(c)})()';

/** Set on <html> once the storefront's app runs: the page's content has committed (hydrated or rendered), its handlers attached. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * The window property where APP_START_SCRIPT keeps a form sent before the app ran, as
 * `{ form, submitter }`: the app sends it once it runs (storefront/src/lib/typedBeforeStart.ts).
 */
export const QUEUED_SUBMIT_PROPERTY = 'vooshQueuedSubmit';

/**
 * Ends a server-rendered page: once the page has painted, preloads the app's modules (its
 * `data-preload`, space-separated) and starts it (its `data-entry`), so what the server rendered
 * shows before any of the app's downloads or work; at once in a hidden tab, which does not paint.
 * Until the app runs, a form sent is held (its fields would otherwise go to the address bar, a
 * password too) and kept in QUEUED_SUBMIT_PROPERTY, for the app to send once it runs. Allowed by
 * its hash, as COLOR_SCHEME_SCRIPT.
 */
export const APP_START_SCRIPT =
  '(function(){var own=document.currentScript.dataset;' +
  "document.addEventListener('submit',function(event){" +
  `if(document.documentElement.hasAttribute('${APP_RUNNING_ATTRIBUTE}'))return;event.preventDefault();` +
  `window.${QUEUED_SUBMIT_PROPERTY}={form:event.target,submitter:event.submitter}},true);` +
  "function add(tag,attributes){var element=document.createElement(tag);element.crossOrigin='';" +
  'for(var name in attributes)element[name]=attributes[name];document.head.appendChild(element)}' +
  "function start(){own.preload.split(' ').forEach(function(href){if(href)add('link',{rel:'modulepreload',href:href})});" +
  "add('script',{type:'module',src:own.entry})}" +
  "if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0)})})()";

/**
 * The window property where EARLY_READS_SCRIPT keeps the reads it started, by path and query:
 * `{ token, answer }`, the token they were sent with and the promise of their answer.
 */
export const EARLY_READS_PROPERTY = 'vooshEarlyReads';

/**
 * In the page sent to a signed-in customer: starts the page's API reads (its `data-reads`,
 * space-separated GET paths) with the stored session's token while the browser reads the page,
 * before the app's code has arrived. The app's first identical call takes the answer
 * (storefront/src/lib/earlyReads.ts). Without a stored session it starts nothing. Allowed by its
 * hash, as COLOR_SCHEME_SCRIPT.
 */
export const EARLY_READS_SCRIPT =
  `(function(){try{var s=JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}')||'null'),t=s&&s.token;if(!t)return;` +
  `var reads=window.${EARLY_READS_PROPERTY}={};` +
  "document.currentScript.dataset.reads.split(' ').forEach(function(path){if(!path)return;" +
  "var answer=fetch(path,{headers:{Authorization:'Bearer '+t}});answer.catch(function(){});" +
  'reads[path]={token:t,answer:answer}})}catch(e){}})()';

/** The storefront pages' inline scripts, allowed by the API's Content-Security-Policy by their hashes. */
export const INLINE_SCRIPTS = [COLOR_SCHEME_SCRIPT, APP_START_SCRIPT, EARLY_READS_SCRIPT];

/** How long the hint cookies last (a year, as the stored session and currency have no expiry). */
const HINT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A `document.cookie` assignment that sets `name` to `value`, or removes it when `value` is null. */
export function hintCookie(name: string, value: string | null): string {
  const attributes = `Path=/; SameSite=Lax; Max-Age=${value === null ? 0 : HINT_COOKIE_MAX_AGE_S}`;
  return `${name}=${value === null ? '' : encodeURIComponent(value)}; ${attributes}`;
}

/** Where the browser's cookies are read and written (`document`). */
export interface CookieJar {
  cookie: string;
}

/** Sets hint cookie `name` in `jar` to `value` (null: removes it), unless it holds that already. */
export function keepHintCookie(jar: CookieJar, name: string, value: string | null): void {
  if ((cookieValue(jar.cookie, name) ?? null) !== value) jar.cookie = hintCookie(name, value);
}

/** Tells the server whether to render public pages for a visitor (see SIGNED_IN_COOKIE). */
export function markSignedIn(jar: CookieJar, signedIn: boolean): void {
  keepHintCookie(jar, SIGNED_IN_COOKIE, signedIn ? '1' : null);
}

/** The value of cookie `name` in a Cookie header (or `document.cookie`), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
