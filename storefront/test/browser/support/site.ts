import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page, Request as PlaywrightRequest, Route } from 'playwright-core';
import { eventually } from '@voosh/test-support/eventually';
import type TestAgent from 'supertest/lib/agent';
import { sessionFor } from '@voosh/test-support/accounts';
import { launchChromium, untilAppRuns } from '@voosh/test-support/chromium';
export { PAGE_WALK_TIMEOUT_MS } from '@voosh/test-support/chromium';
import { createTestApp, type TestApp } from '@voosh/test-support/test-app';
import { TestSmtpServer } from '@voosh/test-support/test-smtp';
import { SESSION_STORAGE_KEY } from '@voosh/shared';

/** The seeded admin of createTestApp. */
/**
 * BROWSER_SCREENSHOTS=<folder>: the page walks save a full-page screenshot of every page they
 * check there, for a person to look through. Off by default: nothing asserts on them, and they cost
 * the walks a good part of their time.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.BROWSER_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name.replace(/\W+/g, '_') || 'home'}.png`), fullPage: true });
}

/** The page's long-lived calls, which never end while it is open. */
const STREAMS = /\/api\/(admin\/)?live\/stream/;
/** How long no API call may be in flight before the page counts as loaded. */
const QUIET_MS = 150;

/**
 * Watches `page`'s API calls (its live stream aside) from now on; the function it answers waits
 * until none is in flight and none has started or ended for QUIET_MS: a console page then shows its
 * data. (Playwright's 'networkidle' waits out 500 ms with no request of any kind.)
 */
export function watchApiCalls(page: Page): () => Promise<void> {
  const inFlight = new Set<PlaywrightRequest>();
  let lastChange = performance.now();
  const isApiCall = (request: PlaywrightRequest) => new URL(request.url()).pathname.startsWith('/api/') && !STREAMS.test(request.url());
  const settle = (request: PlaywrightRequest) => {
    if (inFlight.delete(request)) lastChange = performance.now();
  };
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    inFlight.add(request);
    lastChange = performance.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    await eventually(
      () => {
        if (inFlight.size > 0 || performance.now() - lastChange < QUIET_MS) throw new Error(`${inFlight.size} API calls in flight`);
      },
      { timeoutMs: 30_000 },
    );
  };
}

export const TEST_ADMIN = { email: 'admin@voosh.test', password: 'admin-password-1' };

/** What went wrong in the pages of a site: uncaught errors, console errors, calls to other hosts. */
export interface SiteProblems {
  consoleErrors: string[];
  externalRequests: string[];
}

/**
 * A URL of another host a test answers itself (e.g. Stripe.js with a stand-in): passed to
 * `newPage`, it is answered by `handle` instead of being blocked and recorded as a problem.
 */
export interface ExternalStub {
  matches(url: string): boolean;
  handle(route: Route): Promise<void>;
}

export interface PageOptions {
  colorScheme?: 'light' | 'dark';
  /** Other hosts' URLs this page may load, each answered by its stub; all others stay blocked. */
  stubs?: readonly ExternalStub[];
}

type SiteEnv = Parameters<typeof createTestApp>[0];

export interface Site {
  /** http://127.0.0.1:<port> of the real app serving the API and the built SPAs. */
  baseUrl: string;
  browser: Browser;
  /** supertest agent of the same app, for arranging data through the API. */
  http: TestAgent;
  /** The app's outgoing mail (a real SMTP server): `await site.mail.codeFor(email)`. */
  mail: TestSmtpServer;
  testApp: TestApp;
  problems: SiteProblems;
  /** A page in a fresh browser context (its own storage); relative URLs go to the site. */
  newPage(options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The real backend (test database, real SMTP server) listening on a free port and serving the
 * built storefront and admin, plus headless Chromium. Build first: `npm run build -w @voosh/storefront`.
 * Requests to any other host are blocked and recorded in `problems.externalRequests`.
 */
export async function openSite(env: SiteEnv = {}): Promise<Site> {
  const testApp = await createTestApp(env, { mail: true });
  await testApp.app.listen(0, '127.0.0.1');
  const { port } = testApp.app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  // launch() gives every browser a fresh temporary profile (user-data-dir), removed on close.
  const browser = await launchChromium();
  const problems: SiteProblems = { consoleErrors: [], externalRequests: [] };
  const contexts: BrowserContext[] = [];

  const newPage: Site['newPage'] = async ({ colorScheme = 'light', stubs = [] } = {}) => {
    // bypassCSP lets expectNoAxeViolations inject axe as an inline script.
    const context = await browser.newContext({ baseURL: baseUrl, bypassCSP: true, colorScheme });
    contexts.push(context);
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      const stub = stubs.find((candidate) => candidate.matches(url));
      if (stub) return stub.handle(route);
      problems.externalRequests.push(url);
      return route.abort('blockedbyclient');
    });
    const page = whenAppRuns(await context.newPage());
    page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // An API's error answer is logged by Chromium as a failed resource: expected in error paths.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.consoleErrors.push(message.text());
    });
    return page;
  };

  return {
    baseUrl,
    browser,
    http: testApp.http,
    mail: testApp.mail,
    testApp,
    problems,
    newPage,
    close: async () => {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await testApp.close();
    },
  };
}

/** Page methods that end on a newly loaded document. */
const NAVIGATIONS = ['goto', 'reload', 'waitForURL', 'goBack', 'goForward'] as const;

/** `page`, whose navigations also wait, on a page the server rendered, until the app runs (untilAppRuns). */
function whenAppRuns(page: Page): Page {
  for (const method of NAVIGATIONS) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        await untilAppRuns(page);
        return result;
      },
    });
  }
  return page;
}

/**
 * One site for the enclosing describe block: opened before its tests, closed after them, and
 * after each test no console error and no request to another host may have happened.
 * Use as `const site = useSite();` then `site.newPage()` inside tests. `env` may be a function,
 * called in beforeAll, for configuration known only then (a stand-in's port).
 */
export function useSite(env: SiteEnv | (() => Promise<SiteEnv>) = {}): Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite(typeof env === 'function' ? await env() : env);
  });
  afterAll(() => site?.close());
  afterEach(() => {
    const problems = { consoleErrors: [...site!.problems.consoleErrors], externalRequests: [...site!.problems.externalRequests] };
    site!.problems.consoleErrors.length = 0;
    site!.problems.externalRequests.length = 0;
    expect(problems).toEqual({ consoleErrors: [], externalRequests: [] });
  });
  return new Proxy({} as Site, {
    get: (_target, key: keyof Site) => {
      if (!site) throw new Error('The site opens in beforeAll: use it inside tests');
      return site[key];
    },
  });
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const axeSource = () => readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is now; fails on serious or critical violations, listing them, or
 * with `every` on any violation at all (the public pages have none).
 */
export async function expectNoAxeViolations(page: Page, { every = false }: { every?: boolean } = {}): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource() });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  const serious = violations.filter((violation) => every || violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * The page's disabled buttons whose text is below WCAG AA's contrast (4.5:1, 3:1 for large text)
 * against what is drawn under it, each as `"text" ratio`. axe leaves disabled controls out (WCAG
 * exempts them) and cannot judge text on a gradient; a "Coming Soon" button must still be read.
 * A gradient is judged at each of its colours.
 */
export async function illegibleDisabledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(text);
      if (!match) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r / 255, g / 255, b / 255, a];
    };
    const colorsOf = (image: string) => [...image.matchAll(/rgba?\([^)]+\)/g)].map((match) => parse(match[0])!);
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** Every colour that may be under the element: its own background and its ancestors', down to an opaque one. */
    const backdrops = (element: Element): Rgba[] => {
      const layers: { color: Rgba | null; images: Rgba[] }[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const color = parse(style.backgroundColor);
        const images = style.backgroundImage === 'none' ? [] : colorsOf(style.backgroundImage);
        layers.push({ color: color && color[3] > 0 ? color : null, images });
        if ((color && color[3] === 1) || (images.length > 0 && images.every((image) => image[3] === 1))) break;
      }
      let under: Rgba[] = [[1, 1, 1, 1]];
      for (const { color, images } of layers.reverse()) {
        if (color) under = under.map((backdrop) => over(color, backdrop));
        if (images.length) under = images.flatMap((image) => under.map((backdrop) => over(image, backdrop)));
      }
      return under;
    };
    return Array.from(document.querySelectorAll('button:disabled, [aria-disabled="true"]'))
      .filter((element) => (element as HTMLElement).innerText?.trim() && element.getClientRects().length > 0)
      .flatMap((element) => {
        const style = getComputedStyle(element);
        const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
        const text = parse(style.color)!;
        const worst = Math.min(...backdrops(element).map((backdrop) => ratio(over(text, backdrop), backdrop)));
        return worst < (large ? 3 : 4.5) ? [`"${(element as HTMLElement).innerText.trim()}" ${worst.toFixed(2)}:1`] : [];
      });
  });
}

/**
 * The attributes of the page's elements whose value is `[object Object]` (an object prop that
 * reached the DOM, such as a text field's input props under a name its MUI no longer takes),
 * each as `<tag attribute>`.
 */
export async function objectAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => attribute.value === '[object Object]')
        .map((attribute) => `<${element.localName} ${attribute.name}>`),
    ),
  );
}

/** Puts a session into the page's storage as the sign-in screens would (then reload or navigate). */
export async function storeSessionInPage(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
}

/** A new customer (made in the database) and a page of the site signed in as them. */
export async function signedInCustomerPage(site: Site, options?: Parameters<Site['newPage']>[0]) {
  const customer = await sessionFor(site.testApp);
  const page = await site.newPage(options);
  await page.goto('/');
  await storeSessionInPage(page, { token: customer.token, user: { id: customer.user.id, email: customer.user.email, role: 'CUSTOMER' } });
  return { customer, page };
}

/**
 * Opens each [path, level-1 heading] at 375 px signed in as `customer`, in the light then the dark
 * theme: none may be wider than the screen or have a serious or critical axe violation.
 */
export async function expectCustomerPagesFitAndPassAxe(
  site: Site,
  customer: { token: string; user: { id: number; email: string } },
  pages: readonly (readonly [path: string, heading: string])[],
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await site.newPage({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await storeSessionInPage(page, { token: customer.token, user: { id: customer.user.id, email: customer.user.email, role: 'CUSTOMER' } });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ path, colorScheme, overflow }).toEqual({ path, colorScheme, overflow: 0 });
      await expectNoAxeViolations(page);
    }
    await page.close();
  }
}

/** Whether two boxes share any area. */
export const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast titled `title` covers neither the app bar, nor the customer area's tab bar (when shown), nor any of `controls`. */
export async function expectToastClearOf(page: Page, title: string, controls: readonly Locator[] = []): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await toast.waitFor();
  const toastBox = (await toast.boundingBox())!;
  const tabBar = page.getByRole('navigation', { name: 'Customer area' });
  const others = [page.locator('header').first(), ...((await tabBar.count()) > 0 ? [tabBar] : []), ...controls];
  for (const other of others) {
    const box = await other.boundingBox();
    if (box && boxesOverlap(toastBox, box))
      throw new Error(`The toast "${title}" (${JSON.stringify(toastBox)}) covers ${other} (${JSON.stringify(box)})`);
  }
}
