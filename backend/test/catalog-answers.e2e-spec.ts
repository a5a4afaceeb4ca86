import { readFileSync } from 'node:fs';
import { CatalogVersionWatcher } from '../src/catalog/catalog-version-watcher';
import { PreparedJson } from '../src/catalog/prepared-json';
import { PG_LISTENER_APPLICATION_NAME } from '../src/common/database/pg-listener';
import { SettingsService } from '../src/settings/settings.service';
import { editProductElsewhere } from './support/catalog-edits';
import { eventually } from './support/eventually';
import { instancesOf } from './support/nginx-proxy';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The catalogue's answers go through the one pipeline (request id, logging, rate limit,
 * maintenance, security headers), and are cheap there: bytes, ETag and compressed forms are
 * prepared once per catalogue version.
 */
describe('Catalogue answers (prepared once per version, sent through the pipeline)', () => {
  let t: TestApp;
  /** Answers prepared so far, by every instance serving `t`. */
  const preparations = () => instancesOf(t).reduce((sum, instance) => sum + instance.app.get(PreparedJson).preparations, 0);
  let paths: string[];
  beforeAll(async () => {
    t = await createTestApp();
    // These tests ask for the catalogue a few hundred times a minute, over the default limit.
    await t.app.get(SettingsService).save({ apiRateLimit: 100_000 });
    const product = (await t.http.get('/api/products').expect(200)).body[0];
    paths = [
      '/api/arms',
      '/api/arms/vooshdesk',
      '/api/products',
      `/api/products/${product.id}`,
      '/api/tiers',
      '/api/prebuilt-packages',
      '/api/price-guide',
    ];
  });
  // At the default log level, as users run it: nothing the catalogue serves may log an error.
  afterEach(async () => expect(await t.loggedErrors()).toEqual([]));
  afterAll(() => t.close());

  it('prepares each answer once per catalogue version, whatever the encoding asked, and again after an edit', async () => {
    const fetchAll = async () => {
      for (const path of paths)
        for (const encoding of ['identity', 'gzip', 'gzip, br']) await t.http.get(path).set('Accept-Encoding', encoding).expect(200);
    };
    await fetchAll();
    const once = preparations();
    await fetchAll();
    await fetchAll();
    expect(preparations()).toBe(once);

    const product = (await t.http.get('/api/products').expect(200)).body[3];
    await editProductElsewhere(t, product.id, 'A new version');
    await eventually(async () =>
      expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('A new version'),
    );
    const afterEdit = preparations();
    expect(afterEdit).toBeGreaterThan(once);
    await fetchAll();
    await fetchAll();
    expect(preparations() - afterEdit).toBeLessThanOrEqual(paths.length * instancesOf(t).length);
  });

  it('sends brotli, gzip or plain bytes as the client accepts, each the same JSON (supertest decompresses)', async () => {
    const plain = await t.http.get('/api/arms').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    for (const [accepted, sent] of [
      ['gzip', 'gzip'],
      ['gzip, br', 'br'],
    ]) {
      const answer = await t.http.get('/api/arms').set('Accept-Encoding', accepted).expect(200);
      expect({ accepted, sent: answer.headers['content-encoding'] }).toEqual({ accepted, sent });
      expect(Number(answer.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 4);
      expect(answer.text).toBe(plain.text);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('answers with the headers of every answer: request id, security headers, CORS, and a log line', async () => {
    const answer = await t.http.get('/api/arms').set('X-Request-Id', 'catalogue-call-1').expect(200);
    expect(answer.headers['x-request-id']).toBe('catalogue-call-1');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    await t.loggedErrors();
    const logs = instancesOf(t).map((instance) => readFileSync(instance.logFile, 'utf8'));
    expect(logs.join('\n')).toMatch(/request completed.*"id":"catalogue-call-1".*"path":"\/api\/arms"/);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await t.http.head('/api/arms').expect(200);
    const get = await t.http.get('/api/arms').expect(200);
    expect(head.text).toBeUndefined();
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('answers a search as any JSON, with the same product objects', async () => {
    const all = (await t.http.get('/api/products').expect(200)).body as { name: string }[];
    const found = await t.http.get(`/api/products?q=${encodeURIComponent(all[0]!.name)}`).expect(200);
    expect(found.body).toContainEqual(all[0]);
  });

  it('closes to visitors during maintenance, like every API route', async () => {
    const settings = t.app.get(SettingsService);
    await settings.save({ maintenanceMode: true });
    try {
      expect((await t.http.get('/api/arms').expect(503)).body).toMatchObject({ statusCode: 503, type: 'maintenance' });
    } finally {
      await settings.save({ maintenanceMode: false });
    }
  });

  it('counts each visitor request against the API rate limit', async () => {
    const limited = await createTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      await limited.app.get(SettingsService).save({ apiRateLimit: 3 });
      for (let call = 1; call <= 3; call += 1) await limited.http.get('/api/tiers').expect(200);
      const refused = await limited.http.get('/api/tiers').expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body).toMatchObject({ statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' });
    } finally {
      await limited.close();
      await t.app.get(SettingsService).save({ apiRateLimit: 100_000 });
    }
  });

  describe('catalogue versions across instances', () => {
    it("shows an edit committed elsewhere once PostgreSQL's notification arrives, without reading the version per request", async () => {
      const watcher = t.app.get(CatalogVersionWatcher);
      expect(watcher.listening).toBe(true);
      const product = (await t.http.get('/api/products').expect(200)).body[1];
      await editProductElsewhere(t, product.id, 'Edited by another instance');
      await eventually(async () =>
        expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('Edited by another instance'),
      );
      expect(watcher.listening).toBe(true);
    });

    it('reads the version from the table while its listening connection is lost, then listens again', async () => {
      const watcher = t.app.get(CatalogVersionWatcher);
      const product = (await t.http.get('/api/products').expect(200)).body[2];
      const em = t.em();
      await em
        .getConnection()
        .execute('select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()', [
          PG_LISTENER_APPLICATION_NAME,
        ]);
      await eventually(() => expect(watcher.listening).toBe(false), { everyMs: 1 });
      await editProductElsewhere(t, product.id, 'Edited while not listening');
      // No notification can come: the next answer shows the edit because the version is read from the table.
      expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('Edited while not listening');
      await eventually(() => expect(watcher.listening).toBe(true));
      await editProductElsewhere(t, product.id, 'Edited once listening again');
      await eventually(async () =>
        expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('Edited once listening again'),
      );
    });
  });
});
