// @test-pass direct: starts the product as users do (npm start, its own process), not an app behind nginx
import { readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '@voosh/shared';
import { CUSTOMER_ROUTES, FLOW_PATHS, INVITATION_PATH, PUBLIC_ROUTES } from './support/storefront-routes';
import { FIRST_ADMIN_PASSWORD_FILE } from '../src/users/users.service';
import { launchChromium, PAGE_WALK_TIMEOUT_MS, untilAppRuns } from './support/chromium';
import { npmStart, type StartedProduct } from './support/npm-start';

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}

/** Every GET of the OpenAPI document that needs no session, with its path parameters filled in. */
async function publicGets(base: string): Promise<{ path: string; documented: string[] }[]> {
  const document = (await (await fetch(`${base}/api/docs-json`)).json()) as { paths: Record<string, { get?: Operation }> };
  const arms = (await (await fetch(`${base}/api/arms`)).json()) as { slug: string }[];
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: number }[];
  const values: Record<string, (string | number)[]> = { slug: arms.map((arm) => arm.slug), id: products.map((product) => product.id) };
  return Object.entries(document.paths).flatMap(([template, { get }]) => {
    if (!get || get.security?.length) return [];
    const documented = Object.keys(get.responses);
    const parameter = template.match(/\{(\w+)\}/)?.[1];
    if (!parameter) return [{ path: template, documented }];
    if (!values[parameter]) throw new Error(`No values for ${template}: add them here`);
    return values[parameter].map((value) => ({ path: template.replace(`{${parameter}}`, String(value)), documented }));
  });
}

/** Signs in over the API; answers the stored session the sign-in screen would keep. */
async function signIn(base: string, email: string, password: string) {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { token: string; user: { id: number; email: string; role: string } };
}

/** Calls a visitor makes before the next call comes from another one (the default apiRateLimit is 100 a minute). */
const CALLS_PER_VISITOR = 90;
let calls = 0;

/**
 * GET as a well-behaved client: over the rate limit, wait as Retry-After says and ask again. The
 * calls come from loopback addresses in turn (127.0.0.2, .3, ...), each a visitor of its own to the
 * rate limiter, so that walking the whole API is not a minute's wait for one visitor's limit.
 */
async function politeGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number }> {
  for (;;) {
    const localAddress = `127.0.0.${2 + Math.floor(calls++ / CALLS_PER_VISITOR)}`;
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest(url, { headers, localAddress }, resolve).on('error', reject).end(),
    );
    answer.resume();
    await finished(answer);
    if (answer.statusCode !== 429) return { status: answer.statusCode! };
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000));
  }
}

/**
 * The product started exactly as the README says (`npm start`, embedded database, default log
 * level and settings), then every public GET of the API, plain and compressed, and every
 * storefront route in Chromium, as a visitor and as a customer; the process must still be healthy
 * afterwards and stop cleanly. (NODE_ENV=development in the shell changes nothing at run time,
 * development being the default; what it changed was the build, which dev-build.browser-spec.ts
 * and the build scripts cover.)
 */
describe('Smoke: npm start as the README says', () => {
  let product: StartedProduct;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    product = await npmStart();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    const stopped = await product.stop();
    expect(stopped).toEqual({ code: 0, pidFileLeft: false });
    expect(product.output()).toContain('SIGTERM received: shutting down');
  });

  it('serves health, docs and both SPAs; the first admin password is in a private file, never in the log', async () => {
    const base = product.baseUrl;
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
    expect((await fetch(`${base}/api/docs/`)).status).toBe(200);
    const home = await fetch(`${base}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<div id="root">');
    expect(await (await fetch(`${base}/admin/`)).text()).toContain('/admin/assets/');
    // Logs are written asynchronously: give the start-up line a moment to arrive.
    for (let waited = 0; !/Created the first admin account/.test(product.output()) && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const passwordFile = join(product.dataDir, FIRST_ADMIN_PASSWORD_FILE);
    expect(product.output()).toContain(`Created the first admin account admin@voosh.local; its password is in ${passwordFile}`);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(product.output()).not.toContain(password);
    await signIn(base, 'admin@voosh.local', password);
    // A short start (Nest's module and route lines are at debug level) that ends with where things are.
    const printed = product.output().split('\n');
    const serving = printed.findIndex((line) => line.startsWith(`VOOSH is serving at http://localhost:${new URL(base).port} `));
    expect(serving).toBeGreaterThan(-1);
    expect(serving).toBeLessThanOrEqual(40);
    expect(printed.slice(serving)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^ {2}Admin: admin@voosh\\.local, first password in .*${FIRST_ADMIN_PASSWORD_FILE}`)),
        expect.stringMatching(/^ {2}Mail: no SMTP server is configured, so every mail \(sign-up codes too\) is written to .*mail\/$/),
      ]),
    );
  });

  it(
    'shows every storefront route in Chromium, as a visitor and as a customer, without a page error',
    async () => {
      const base = product.baseUrl;
      const arms = (await (await fetch(`${base}/api/arms`)).json()) as { slug: string; name: string }[];
      const adminPassword = readFileSync(join(product.dataDir, FIRST_ADMIN_PASSWORD_FILE), 'utf8').trim();
      const admin = await signIn(base, 'admin@voosh.local', adminPassword);
      const customer = { email: 'smoke.customer@example.com', password: 'smoke-customer-password-1' };
      const created = await fetch(`${base}/api/admin/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ ...customer, role: 'CUSTOMER', firstName: 'Smoke' }),
      });
      expect(created.status).toBe(201);
      const session = await signIn(base, customer.email, customer.password);

      const visit = async (asCustomer: boolean, paths: readonly string[], expectText: (path: string) => string) => {
        const context = await browser.newContext({ baseURL: base });
        if (asCustomer)
          await context.addInitScript({
            content: `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(session))})`,
          });
        const page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
        await page.goto('/');
        // The app runs (a rendered page hydrated) before a script changes its address, as a user's link is followed by it.
        await untilAppRuns(page);
        // From page to page inside the app, as a user following links does (the catalogue is read once).
        for (const path of paths) {
          await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
          await page.getByText(expectText(path)).first().waitFor({ timeout: 15_000 });
        }
        await context.close();
      };
      const keyTexts = new Map([...PUBLIC_ROUTES, INVITATION_PATH]);
      const armPaths = arms.map((arm) => `/arms/${arm.slug}`);
      const armNames = new Map(arms.map((arm) => [`/arms/${arm.slug}`, arm.name]));
      await visit(
        false,
        [...keyTexts.keys(), ...armPaths, '/no-such-page'],
        (path) => keyTexts.get(path) ?? armNames.get(path) ?? '404 Page Not Found',
      );
      // A visitor is sent to /login from the customer area and from the flows that need one.
      const customerTexts = new Map(CUSTOMER_ROUTES);
      await visit(false, [...customerTexts.keys(), ...FLOW_PATHS], () => 'Welcome back');
      await visit(true, [...customerTexts.keys()], (path) => customerTexts.get(path)!);
      await visit(true, [...keyTexts.keys(), ...armPaths], (path) => keyTexts.get(path) ?? armNames.get(path)!);
      expect(problems).toEqual([]);
      expect(product.running()).toBe(true);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it('answers every public GET of the OpenAPI document, plain and compressed, with a documented status', async () => {
    const gets = await publicGets(product.baseUrl);
    expect(gets.length).toBeGreaterThan(20);
    for (const { path, documented } of gets) {
      for (const encoding of ['identity', 'gzip, br']) {
        const answer = await politeGet(`${product.baseUrl}${path}`, { 'accept-encoding': encoding });
        expect({ path, encoding, status: answer.status, documented: documented.includes(String(answer.status)) }).toEqual({
          path,
          encoding,
          status: answer.status,
          documented: true,
        });
        expect(product.running()).toBe(true);
      }
    }
  }, 180_000);

  it('is still healthy afterwards, and logged no error', async () => {
    expect(await (await fetch(`${product.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
    expect(product.output()).not.toMatch(/\b(ERROR|FATAL)\b|Unhandled|ERR_HTTP_HEADERS_SENT/);
  });
});
