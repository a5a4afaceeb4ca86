import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('sets security headers (helmet)', async () => {
    const { headers } = await t.http.get('/api/health');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-powered-by']).toBeUndefined();
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

  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const { body } = await t.http.get('/api/docs-json').expect(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/arms/{slug}', '/api/health']));
  });

  it('documents every route with a summary and at least one answer, and errors with the error shape', async () => {
    const { body } = await t.http.get('/api/docs-json').expect(200);
    for (const [path, operations] of Object.entries<Record<string, { summary?: string; responses: Record<string, unknown>; tags?: string[] }>>(body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect({ path, method, summary: Boolean(operation.summary), tags: Boolean(operation.tags?.length) }).toEqual({ path, method, summary: true, tags: true });
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      }
    }
    expect(body.components.schemas.ErrorResponse.required).toEqual(expect.arrayContaining(['statusCode', 'error', 'message']));
  });

  it('matches the committed libs/api-client/openapi.json (run `npm run openapi` after changing the API)', async () => {
    const { body } = await t.http.get('/api/docs-json').expect(200);
    const committed = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8'));
    expect(body).toEqual(committed);
  });
});
