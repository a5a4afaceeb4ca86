import { SIGNED_IN_COOKIE } from '@voosh/shared';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

/** A storefront build whose server renderer fails every page it is asked for. */
function buildWithBrokenRenderer(): { dir: string; dist: string } {
  const dir = mkdtempSync(join(tmpdir(), 'voosh-broken-renderer-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Voosh</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'dist-ssr', 'entry-server.cjs'),
    'module.exports = { setTransport() {}, isRenderedPath: () => true, isKnownPath: () => true, render: async () => { throw new Error("The renderer broke") } };',
  );
  return { dir, dist };
}

describe('A storefront page the server fails to render', () => {
  let t: TestApp;
  let build: { dir: string; dist: string };
  beforeAll(async () => {
    build = buildWithBrokenRenderer();
    t = await createTestApp({ STOREFRONT_DIST_DIR: build.dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  it('is sent as the app itself, to render in the browser, and the failure is logged with the request it failed, for a visitor and a signed-in browser', async () => {
    const page = await t.http.get('/pricing-plans').set('X-Request-Id', 'broken-render-1').expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('no-cache');

    // A signed-in browser's page, whose chunks and reads the renderer fails to name.
    const signedIn = await t.http.get('/customer/dashboard').set('Cookie', `${SIGNED_IN_COOKIE}=1`).set('X-Request-Id', 'broken-render-2');
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('<div id="root"></div>');

    const errors = await t.loggedErrors();
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('Rendering a storefront page failed');
    expect(errors[0]).toContain('The renderer broke');
    expect(errors[0]).toContain('broken-render-1');
    expect(errors[1]).toContain('Rendering a storefront page failed');
    expect(errors[1]).toContain('broken-render-2');
  });
});
