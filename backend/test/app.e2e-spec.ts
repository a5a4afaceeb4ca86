import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SPA_ROOTS } from '../src/common/http/serve-spas';
import { sessionFor } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

describe('Cross-cutting HTTP behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'http://allowed.example' });
  });
  afterAll(() => t.close());

  it('GET /api/health pings the database', async () => {
    expect((await t.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const { body } = await t.http.get('/api/no-such-thing').expect(404);
    expect(body).toEqual({ statusCode: 404, error: 'Cannot GET /api/no-such-thing', message: 'Cannot GET /api/no-such-thing' });
  });

  it('gives every answer a request id, echoing a sane incoming one', async () => {
    const mine = await t.http.get('/api/health').set('X-Request-Id', 'abc-123').expect(200);
    expect(mine.headers['x-request-id']).toBe('abc-123');
    const generated = await t.http.get('/api/health').set('X-Request-Id', 'bad id with spaces <script>').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a request by id, method, path and status, never its token, cookies or query string', async () => {
    const { token } = await sessionFor(t);
    await t.http
      .get('/api/cart?code=one-time-secret')
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', 'session=cookie-secret')
      .set('X-Request-Id', 'logged-call-1')
      .expect(200);
    await t.loggedErrors();
    const line = readFileSync(t.logFile, 'utf8')
      .split('\n')
      .find((text) => text.includes('"id":"logged-call-1"') && text.includes('request completed'));
    expect(line).toMatch(/"method":"GET","path":"\/api\/cart".*"statusCode":200/);
    for (const secret of [token, 'one-time-secret', 'cookie-secret', 'authorization', 'cookie']) expect(line).not.toContain(secret);
  });

  it('sets security headers (helmet) on answers, errors and unknown paths alike', async () => {
    for (const path of ['/api/health', '/api/arms', '/api/no-such-thing', '/api/cart', '/assets/no-such-chunk.js']) {
      const { headers } = await t.http.get(path);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps answers with sessions, secrets or personal data out of every cache; the public catalogue revalidates, the rates keep 5 minutes', async () => {
    const customer = await sessionFor(t);
    const login = await t.http.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password-1' });
    for (const { headers } of [
      login,
      await t.http.get('/api/auth/me').set(customer.auth),
      await t.http.get('/api/profile').set(customer.auth),
      await t.http.post('/api/auth/2fa/setup').set(customer.auth),
      await t.http.get('/api/purchase-requests').set(customer.auth),
      await t.http.get('/api/no-such-thing'),
    ]) {
      expect(headers['cache-control']).toBe('no-store');
    }
    const arms = await t.http.get('/api/arms').expect(200);
    expect(arms.headers).toMatchObject({ 'cache-control': 'no-cache', etag: expect.any(String) });
    expect((await t.http.get('/api/currency/rates').expect(200)).headers['cache-control']).toBe('public, max-age=300');
  });

  it('compresses answers for clients that accept gzip', async () => {
    const zipped = await t.http.get('/api/arms').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeGreaterThan(0);
    const plain = await t.http.get('/api/arms').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('allows CORS only for configured origins and exposes Content-Range', async () => {
    const allowed = await t.http.get('/api/health').set('Origin', 'http://allowed.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    expect(allowed.headers['access-control-expose-headers']).toContain('Content-Range');
    const other = await t.http.get('/api/health').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives each invalid field its first message in `errors`, by field path, beside `error` and `details`', async () => {
    const { body } = await t.http.post('/api/auth/register').send({ email: 'not-an-email', password: 'x', unknownField: 1 }).expect(400);
    expect(body).toMatchObject({ statusCode: 400, error: expect.any(String), details: expect.any(Array) });
    expect(body.errors).toMatchObject({
      email: expect.any(String),
      password: expect.any(String),
      unknownField: 'property unknownField should not exist',
    });
    expect(body.details).toContain(body.errors.email);
    const nul = await t.http.post('/api/demo-submissions').send({ name: 'a\u0000', email: 'a@b.co', company: 'C' }).expect(400);
    expect(nul.body.errors).toEqual({ name: 'name must not contain a NUL character' });
  });

  it('names nested fields by their path in `errors`', async () => {
    const admin = await sessionFor(t, 'ADMIN');
    const { body } = await t.http
      .put('/api/admin/settings')
      .set(admin.auth)
      .send({ emailConfig: { smtpServer: 'mail.example.com', smtpPort: 'x' } })
      .expect(400);
    expect(Object.keys(body.errors)).toEqual(['emailConfig.smtpPort']);
  });

  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const { body } = await t.http.get('/api/docs-json').expect(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/arms/{slug}', '/api/health']));
  });

  it('documents every route with a summary and at least one answer, and errors with the error shape', async () => {
    const { body } = await t.http.get('/api/docs-json').expect(200);
    for (const [path, operations] of Object.entries<
      Record<string, { summary?: string; responses: Record<string, unknown>; tags?: string[] }>
    >(body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect({ path, method, summary: Boolean(operation.summary), tags: Boolean(operation.tags?.length) }).toEqual({
          path,
          method,
          summary: true,
          tags: true,
        });
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      }
    }
    expect(body.components.schemas.ErrorResponse.required).toEqual(expect.arrayContaining(['statusCode', 'error', 'message']));
  });

  it('is a valid OpenAPI document (swagger-parser)', async () => {
    const { body } = await t.http.get('/api/docs-json').expect(200);
    await expect(SwaggerParser.validate(structuredClone(body))).resolves.toBeDefined();
  });

  it('matches the committed libs/api-client/openapi.json (run `npm run openapi` after changing the API)', async () => {
    const { body } = await t.http.get('/api/docs-json').expect(200);
    const committed = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8'));
    expect(body).toEqual(committed);
  });
});

describe('The two SPAs (built apps served by the API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a page route of either app as its index.html, with no-cache', async () => {
    for (const path of ['/', '/arms/vooshdesk', '/customer/dashboard', '/admin/', '/admin/purchase-requests']) {
      const page = await t.http.get(path).expect(200);
      expect({ path, type: page.headers['content-type'], cache: page.headers['cache-control'] }).toEqual({
        path,
        type: 'text/html; charset=utf-8',
        cache: 'no-cache',
      });
    }
  });

  it("sends the build's precompressed copy of an asset to a browser that accepts it, the file itself to others", async () => {
    for (const base of ['/', '/admin/']) {
      const index = (await t.http.get(base).expect(200)).text;
      // The largest script index.html names (a small one is not worth a compressed copy).
      const root = base === '/' ? SPA_ROOTS.storefront : SPA_ROOTS.admin;
      const fileOf = (script: string) => join(root, script.replace(/^\/(admin\/)?/, ''));
      const scripts = [...index.matchAll(/\/(admin\/)?assets\/[\w-]+\.js/g)].map(([script]) => script);
      const chunk = scripts.sort((a, b) => statSync(fileOf(b)).size - statSync(fileOf(a)).size)[0]!;
      const file = fileOf(chunk);
      const source = readFileSync(file, 'utf8');
      for (const [accepted, encoding, sentFile] of [
        ['br, gzip', 'br', `${file}.br`],
        ['gzip', 'gzip', `${file}.gz`],
        ['identity', undefined, file],
      ] as const) {
        // supertest decompresses: the length says which bytes were sent, the text that they decode to the file.
        const answer = await t.http.get(chunk).set('Accept-Encoding', accepted).expect(200);
        expect({ chunk, accepted, encoding: answer.headers['content-encoding'], length: Number(answer.headers['content-length']) }).toEqual(
          {
            chunk,
            accepted,
            encoding,
            length: statSync(sentFile).size,
          },
        );
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.text).toBe(source);
      }
    }
  });

  it('answers 404 (never the page) for a missing file, so a browser with an older build can recover', async () => {
    const index = (await t.http.get('/').expect(200)).text;
    const chunk = index.match(/\/assets\/[\w.-]+\.js/)![0];
    expect((await t.http.get(chunk).expect(200)).headers['content-type']).toContain('javascript');
    for (const path of [
      '/assets/index-0ld.js',
      '/assets/gone',
      '/admin/assets/index-0ld.js',
      '/admin/assets/style-0ld.css',
      '/favicon-0ld.png',
      '/customer/old.js',
    ]) {
      const missing = await t.http.get(path);
      expect({ path, status: missing.status, type: missing.headers['content-type'], cache: missing.headers['cache-control'] }).toEqual({
        path,
        status: 404,
        type: 'text/plain; charset=utf-8',
        cache: 'no-store',
      });
    }
  });
});
