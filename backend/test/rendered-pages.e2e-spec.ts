import {
  APP_START_SCRIPT,
  COLOR_SCHEME_SCRIPT,
  CURRENCY_COOKIE,
  EARLY_READS_SCRIPT,
  FALLBACK_RATES,
  formatDisplayPrice,
  PRIVACY_POLICY_TEXTS,
  RENDERED_STATE_ELEMENT_ID,
  SHELL_ANSWERS_ELEMENT_ID,
  SIGNED_IN_COOKIE,
} from '@voosh/shared';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPA_ROOTS } from '../src/common/http/serve-spas';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { settingsApplied } from './support/nginx-proxy';
import type { TestApp } from './support/test-app';

const STATE = new RegExp(`<script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">(.*?)</script>`);

/** The data a rendered page carries for the browser, or undefined for the app's own index.html. */
const renderedState = (html: string) => {
  const json = STATE.exec(html)?.[1];
  return json ? (JSON.parse(json) as { currency: string; state: { queries: { queryKey: unknown[] }[] } }) : undefined;
};

/** Every <script> without a src that the browser would run. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes!))
    .map(([, , body]) => body);

describe('Public storefront pages rendered on the server', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));
  afterEach(async () => expect(await t.loggedErrors()).toEqual([]));

  it('sends a visitor the page with its content, critical CSS, title, description and link-preview tags', async () => {
    const page = await t.http.get('/arms/vooshdesk').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);
    const html = page.text;
    expect(html).toContain('<title>VOOSHDesk</title>');
    expect(html).not.toContain('<title>VOOSH</title>');
    const description = /<meta name="description" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(description).toMatch(/front desk/);
    expect(html).toContain(`<meta property="og:description" content="${description}"/>`);
    expect(html).toContain('<meta property="og:title" content="VOOSHDesk"/>');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/arms/vooshdesk"/>');
    // The products and their prices are in the markup, styled by the CSS sent with it.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('SnapForm');
    expect(root).toContain('$250');
    // Marked as Emotion's own (data-s), so that the browser's Emotion takes them over where they are, without moving them.
    expect(html).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
    expect(html).not.toMatch(/<style data-emotion="[^"]+">/);
    expect(renderedState(html)).toMatchObject({ url: '/arms/vooshdesk', currency: 'USD' });
  });

  it('runs no inline script but the colour-scheme mark and the app start, which the Content-Security-Policy allows by their hashes', async () => {
    for (const path of ['/', '/arms/vooshdesk', '/login', '/signup', '/pricing-plans', '/contact', '/about', '/terms-of-service']) {
      const page = await t.http.get(path).expect(200);
      expect({ path, rendered: renderedState(page.text) !== undefined, scripts: inlineScripts(page.text) }).toEqual({
        path,
        rendered: true,
        scripts: [COLOR_SCHEME_SCRIPT, APP_START_SCRIPT],
      });
      for (const script of [COLOR_SCHEME_SCRIPT, APP_START_SCRIPT])
        expect(page.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('shows a price an admin changes on the very next visit, with a new ETag; an unchanged page answers 304', async () => {
    const first = await t.http.get('/arms/vooshdesk').expect(200);
    const etag = first.headers.etag!;
    expect((await t.http.get('/arms/vooshdesk').set('If-None-Match', etag)).status).toBe(304);

    const { admin } = actors;
    const snapForm = (await t.http.get('/api/arms/vooshdesk').expect(200)).body.products.find(
      (product: { name: string }) => product.name === 'SnapForm',
    );
    await t.http.put(`/api/admin/products/${snapForm.id}`).set(admin.auth).send({ setupCents: 26_100 }).expect(200);

    const after = await t.http.get('/arms/vooshdesk').set('If-None-Match', etag).expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.text).toContain('$261');
    expect(after.text).not.toContain('$250<');
    await t.http.put(`/api/admin/products/${snapForm.id}`).set(admin.auth).send({ setupCents: 25_000 }).expect(200);
  });

  it("renders a text holding `$&`, `$'` or `$$` as it is (none is read as a replacement pattern)", async () => {
    const { admin } = actors;
    const snapForm = (await t.http.get('/api/arms/vooshdesk').expect(200)).body.products.find(
      (product: { name: string }) => product.name === 'SnapForm',
    );
    const description = "Forms in $& minutes, $' off, $$ saved";
    await t.http.put(`/api/admin/products/${snapForm.id}`).set(admin.auth).send({ description }).expect(200);
    try {
      const page = await t.http.get('/arms/vooshdesk').expect(200);
      expect(page.text).toContain('Forms in $&amp; minutes, $&#x27; off, $$ saved');
    } finally {
      await t.http.put(`/api/admin/products/${snapForm.id}`).set(admin.auth).send({ description: snapForm.description }).expect(200);
    }
  });

  it('states the retention periods of the settings in force in the Privacy Policy, a changed one on the very next visit', async () => {
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
    const first = await t.http.get('/privacy-policy').expect(200);
    expect(renderedState(first.text)).toMatchObject({ url: '/privacy-policy' });
    expect(root(first.text)).toContain(PRIVACY_POLICY_TEXTS.retention(6));

    const { admin } = actors;
    const change = async (setting: Record<string, number>) => {
      await t.http.put('/api/admin/settings').set(admin.auth).send(setting).expect(200);
      await settingsApplied(t, setting);
    };
    await change({ erasedRecordsRetentionYears: 10 });
    await change({ webhookRetentionDays: 30 });
    const after = await t.http.get('/privacy-policy').set('If-None-Match', first.headers.etag!).expect(200);
    expect(root(after.text)).toContain(PRIVACY_POLICY_TEXTS.retention(10));
    expect(root(after.text)).toContain(PRIVACY_POLICY_TEXTS.webhooks(30));
    expect(root(after.text)).not.toContain(PRIVACY_POLICY_TEXTS.retention(6));
    await change({ erasedRecordsRetentionYears: 6 });
    await change({ webhookRetentionDays: 90 });
  });

  it("renders prices in the currency the visitor's cookie names, and in USD for an unknown one", async () => {
    const jmd = await t.http.get('/arms/vooshdesk').set('Cookie', `${CURRENCY_COOKIE}=JMD`).expect(200);
    expect(renderedState(jmd.text)).toMatchObject({ currency: 'JMD' });
    // No rates service is reachable in the tests: the fallback rates apply, as in the browser.
    expect(jmd.text).toContain(formatDisplayPrice(25_000, 'JMD', FALLBACK_RATES));
    const unknown = await t.http.get('/arms/vooshdesk').set('Cookie', `${CURRENCY_COOKIE}=XYZ`).expect(200);
    expect(renderedState(unknown.text)).toMatchObject({ currency: 'USD' });
  });

  it('sends the app itself to a browser holding a session, and for pages that are not public', async () => {
    const signedIn = await t.http.get('/').set('Cookie', `${SIGNED_IN_COOKIE}=1`).expect(200);
    expect(renderedState(signedIn.text)).toBeUndefined();
    expect(signedIn.text).toContain('<div id="root"></div>');
    for (const path of ['/customer/dashboard', '/verify-email', '/forgot-password']) {
      const page = await t.http.get(path).expect(200);
      expect({ path, rendered: renderedState(page.text) !== undefined }).toEqual({ path, rendered: false });
    }
  });

  it("names in the app it sends a signed-in customer the page's chunks (its area's layout, the page) and first reads, for the browser to start with the app's", async () => {
    const manifest = JSON.parse(readFileSync(join(SPA_ROOTS.storefront, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunkOf = (component: string) => `/${Object.entries(manifest).find(([source]) => source.endsWith(`/${component}.tsx`))![1].file}`;
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const asBuilt = preloaded(readFileSync(join(SPA_ROOTS.storefront, 'index.html'), 'utf8'));

    const dashboard = await t.http.get('/customer/dashboard').set('Cookie', `${SIGNED_IN_COOKIE}=1`).expect(200);
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(dashboard.headers.vary).toMatch(/Cookie/);
    expect(renderedState(dashboard.text)).toBeUndefined();
    expect(preloaded(dashboard.text)).toEqual(expect.arrayContaining([...asBuilt, chunkOf('CustomerLayout'), chunkOf('DashboardPage')]));
    // Its first reads, started with the stored session's token by a script the Content-Security-Policy allows.
    const earlyReads = `<script data-reads="/api/cart /api/profile /api/arms">${EARLY_READS_SCRIPT}</script>`;
    expect(dashboard.text).toContain(earlyReads);
    // First in <head>: the browser sends the reads before it fetches the app's files.
    expect(dashboard.text).toContain(`<head>${earlyReads}`);
    const scriptHash = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;
    expect(dashboard.headers['content-security-policy']).toContain(scriptHash);
    const transfer = await t.http.get('/customer/transfer?request=12&type=deposit').set('Cookie', `${SIGNED_IN_COOKIE}=1`).expect(200);
    expect(transfer.text).toContain(
      'data-reads="/api/cart /api/payments/config /api/purchase-requests/12/transfer?type=deposit /api/purchase-requests/12"',
    );
    const requests = await t.http.get('/customer/requests?paid=1').set('Cookie', `${SIGNED_IN_COOKIE}=1`).expect(200);
    expect(preloaded(requests.text)).toEqual(expect.arrayContaining([chunkOf('CustomerLayout'), chunkOf('RequestsPage')]));
    expect(preloaded(requests.text)).not.toContain(chunkOf('DashboardPage'));

    // Anyone else, and anywhere else, gets index.html as built.
    for (const [path, cookie] of [
      ['/customer/dashboard', ''],
      ['/customer/no-such-page', `${SIGNED_IN_COOKIE}=1`],
      ['/', `${SIGNED_IN_COOKIE}=1`],
    ]) {
      const page = await t.http.get(path!).set('Cookie', cookie!);
      expect({ path, cookie, preloaded: preloaded(page.text) }).toEqual({ path, cookie, preloaded: asBuilt });
      expect(page.text).not.toContain('data-reads');
    }
  });

  it("carries in a signed-in customer's page the answers of the shell's public reads as they are at that moment, for the app to start from", async () => {
    const shellAnswers = (html: string) =>
      JSON.parse(new RegExp(`<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!) as Record<
        string,
        unknown
      >;
    const current = async () => ({
      '/api/settings/public': (await t.http.get('/api/settings/public').expect(200)).body,
      '/api/currency/rates': (await t.http.get('/api/currency/rates').expect(200)).body,
    });
    const page = () => t.http.get('/customer/dashboard').set('Cookie', `${SIGNED_IN_COOKIE}=1`).expect(200);
    expect(shellAnswers((await page()).text)).toEqual(await current());
    // A setting changed: the very next page carries the new answer (the page's markup is kept, its answers are not).
    const change = async (setting: Record<string, number>) => {
      await t.http.put('/api/admin/settings').set(actors.admin.auth).send(setting).expect(200);
      await settingsApplied(t, setting);
    };
    await change({ erasedRecordsRetentionYears: 9 });
    try {
      const answers = shellAnswers((await page()).text);
      expect(answers['/api/settings/public']).toMatchObject({ erasedRecordsRetentionYears: 9 });
      expect(answers).toEqual(await current());
    } finally {
      await change({ erasedRecordsRetentionYears: 6 });
    }
  });

  it("preloads with the app's entry the small files that start the parts of its chunk it evaluates apart", async () => {
    const manifest = JSON.parse(readFileSync(join(SPA_ROOTS.storefront, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    // The app's theme, its shell and its start (storefront/src/main.tsx).
    const starters = ['src/app/theme.ts', 'src/features/shell/components/ShellLayout.tsx', 'src/startApp.tsx'].map(
      (source) => `/${manifest[source]!.file}`,
    );
    // A rendered page names them for its app start script; the app as built (any other page) links them.
    const rendered = await t.http.get('/about').expect(200);
    expect(/data-preload="([^"]+)"/.exec(rendered.text)![1]!.split(' ')).toEqual(expect.arrayContaining(starters));
    const app = await t.http.get('/verify-email').expect(200);
    const linked = [...app.text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(linked).toEqual(expect.arrayContaining(starters));
  });

  it("loads no modal's code with the pages that show none (a select, a popover or a dialog loads it with its first use)", async () => {
    const firstLoad = (html: string) => [
      ...(/data-preload="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []),
      ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!),
    ];
    const signedIn = `${SIGNED_IN_COOKIE}=1`;
    for (const [path, cookie] of [
      ['/', ''],
      ['/login', ''],
      ['/customer/dashboard', signedIn],
      ['/customer/transfer?request=12&type=deposit', signedIn],
    ] as const) {
      const page = await t.http.get(path).set('Cookie', cookie).expect(200);
      const files = firstLoad(page.text);
      expect(files.length).toBeGreaterThan(3);
      const withModal = files.filter((file) => readFileSync(join(SPA_ROOTS.storefront, file), 'utf8').includes('MuiModal'));
      expect({ path, withModal }).toEqual({ path, withModal: [] });
    }
  });

  it('sends the rendered page compressed, as the browser accepts', async () => {
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const page = await t.http.get('/pricing-plans').set('Accept-Encoding', accepted).expect(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(renderedState(page.text)).toBeDefined();
    }
  });
});
