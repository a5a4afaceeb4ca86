import { MESSAGES, RENDERED_STATE_ELEMENT_ID, SIGNED_IN_COOKIE } from '@voosh/shared';
import { CUSTOMER_ROUTES, FLOW_PATHS, INVITATION_PATH, PUBLIC_ROUTES } from './support/storefront-routes';
import { createTestApp, type TestApp } from './support/test-app';

/** Addresses that are none of the storefront's pages: each answers 404 with the storefront's not-found page. */
const UNKNOWN_PATHS = ['/no-such-page', '/about/more', '/cart', '/login/again', '/metrics', '/customers'];
/** Arm pages of arms the catalogue does not have: 404 with 'Arm not found'. */
const UNKNOWN_ARMS = ['/arms/does-not-exist', '/arms/vooshdesk2'];
/** Unknown addresses in the customer area, whose not-found page the browser renders behind the sign-in. */
const UNKNOWN_CUSTOMER_PATHS = ['/customer/no-such-page', '/customer/dashboard/more'];
/** The console routes in the browser: every address under /admin is its page. */
const CONSOLE_PATHS = ['/admin', '/admin/', '/admin/users', '/admin/users/12345', '/admin/no-such-screen'];

/** The data a rendered page carries for the browser: present only on a page the server rendered. */
const renderedByServer = (html: string) => html.includes(`id="${RENDERED_STATE_ELEMENT_ID}"`);
/** The markup inside #root (empty for the app's own index.html). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('What each storefront address answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await t.loggedErrors()).toEqual([]));

  it('answers 200 at every route of the storefront and the console, to a visitor and to a signed-in browser', async () => {
    const paths = [
      ...PUBLIC_ROUTES.map(([path]) => path),
      ...CUSTOMER_ROUTES.map(([path]) => path),
      ...FLOW_PATHS,
      INVITATION_PATH[0],
      ...CONSOLE_PATHS,
    ];
    for (const path of paths)
      for (const cookie of ['', `${SIGNED_IN_COOKIE}=1`]) {
        const page = await t.http.get(path).set('Cookie', cookie);
        expect({ path, cookie, status: page.status, type: page.headers['content-type'] }).toEqual({
          path,
          cookie,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
      }
  });

  it("answers 404 with the storefront's not-found page, rendered for a visitor, at an unknown path or arm", async () => {
    for (const [path, title] of [
      ...UNKNOWN_PATHS.map((unknown) => [unknown, MESSAGES.notFoundTitle] as const),
      ...UNKNOWN_ARMS.map((arm) => [arm, MESSAGES.armNotFound] as const),
    ]) {
      const page = await t.http.get(path!);
      expect({ path, status: page.status, rendered: renderedByServer(page.text), etag: page.headers.etag }).toEqual({
        path,
        status: 404,
        rendered: true,
        etag: undefined,
      });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain(`<title>${title}</title>`);
      expect(rootOf(page.text)).toContain(`${title}</h1>`);
      // The page's shell (the site's top bar and its links) is there as on any other page.
      expect(rootOf(page.text)).toContain('href="/signup"');
    }
  });

  it('answers 404 with the app itself at an unknown path to a signed-in browser, and in the customer area', async () => {
    for (const [path, cookie] of [
      ...UNKNOWN_PATHS.map((path) => [path, `${SIGNED_IN_COOKIE}=1`] as const),
      ...UNKNOWN_CUSTOMER_PATHS.flatMap((path) => [[path, ''] as const, [path, `${SIGNED_IN_COOKIE}=1`] as const]),
    ]) {
      const page = await t.http.get(path).set('Cookie', cookie);
      expect({ path, cookie, status: page.status, rendered: renderedByServer(page.text) }).toEqual({
        path,
        cookie,
        status: 404,
        rendered: false,
      });
      expect(page.text).toContain('<div id="root"></div>');
    }
  });

  it('keeps answering the API with its JSON 404 and a missing file with a plain one', async () => {
    const api = await t.http.get('/api/no-such-thing').expect(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.body).toMatchObject({ statusCode: 404 });
    const file = await t.http.get('/assets/gone.js').expect(404);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
