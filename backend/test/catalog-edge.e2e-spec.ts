import { MikroORM } from '@mikro-orm/postgresql';
import { CatalogEdge } from '../src/catalog/catalog-edge';
import { bumpCatalogVersion } from '../src/catalog/catalog-version';
import { CatalogVersionWatcher } from '../src/catalog/catalog-version-watcher';
import { PG_LISTENER_APPLICATION_NAME } from '../src/common/database/pg-listener';
import { Product } from '../src/catalog/entities/product.entity';
import { SettingsService } from '../src/settings/settings.service';
import { eventually } from './support/eventually';
import { createTestApp, type TestApp } from './support/test-app';

/** Headers whose values differ between two answers of the same content. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** A token the guard rejects: a public route still answers, but through the whole pipeline. */
const THROUGH_PIPELINE = { Authorization: 'Bearer not-a-session' };

describe('Catalogue edge (answers ahead of the pipeline)', () => {
  let t: TestApp;
  let edge: CatalogEdge;
  let paths: string[];
  beforeAll(async () => {
    t = await createTestApp();
    edge = t.app.get(CatalogEdge);
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

  /** The answer to `path`, and whether the edge sent it. */
  async function get(path: string, headers: Record<string, string> = {}, status = 200) {
    const before = edge.answered;
    const answer = await t.http.get(path).set(headers).expect(status);
    return { answer, atEdge: edge.answered > before };
  }
  const comparable = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

  it("answers a visitor's catalogue GETs itself, with the pipeline's bytes, ETag and headers", async () => {
    for (const path of paths) {
      const fast = await get(path);
      const slow = await get(path, THROUGH_PIPELINE);
      expect({ path, atEdge: fast.atEdge }).toEqual({ path, atEdge: true });
      expect({ path, atEdge: slow.atEdge }).toEqual({ path, atEdge: false });
      expect(fast.answer.text).toBe(slow.answer.text);
      expect(comparable(fast.answer.headers)).toEqual(comparable(slow.answer.headers));
      expect(fast.answer.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    }
  });

  it('answers 304 to a matching If-None-Match, like the pipeline', async () => {
    for (const path of paths) {
      const { etag } = (await get(path)).answer.headers;
      const fast = await get(path, { 'If-None-Match': etag }, 304);
      const slow = await get(path, { 'If-None-Match': etag, ...THROUGH_PIPELINE }, 304);
      expect(fast.atEdge).toBe(true);
      expect(fast.answer.text).toBe('');
      expect(comparable(fast.answer.headers)).toEqual(comparable(slow.answer.headers));
    }
  });

  it('sends brotli, gzip or plain bytes as the client accepts, each the same JSON (supertest decompresses)', async () => {
    const plain = (await get('/api/arms', { 'Accept-Encoding': 'identity' })).answer;
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, sent] of [
      ['gzip', 'gzip'],
      ['gzip, br', 'br'],
    ]) {
      const { answer, atEdge } = await get('/api/arms', { 'Accept-Encoding': accepted });
      expect({ accepted, atEdge, sent: answer.headers['content-encoding'] }).toEqual({ accepted, atEdge: true, sent });
      expect(Number(answer.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 4);
      expect(answer.text).toBe(plain.text);
    }
  });

  it('passes to the pipeline what it does not answer: queries, other methods, tokens, unknown paths', async () => {
    expect((await get('/api/products?q=snapform')).atEdge).toBe(false);
    expect((await get('/api/arms/VOOSHDESK')).atEdge).toBe(false);
    expect((await get('/api/arms/nosucharm', {}, 404)).atEdge).toBe(false);
    expect((await get('/api/arms', THROUGH_PIPELINE)).atEdge).toBe(false);
    const before = edge.answered;
    await t.http.head('/api/arms').expect(200);
    expect(edge.answered).toBe(before);
  });

  it('leaves maintenance mode to the pipeline: visitors get the 503', async () => {
    const settings = t.app.get(SettingsService);
    await settings.save({ maintenanceMode: true });
    try {
      const { answer, atEdge } = await get('/api/arms', {}, 503);
      expect(atEdge).toBe(false);
      expect(answer.body).toMatchObject({ statusCode: 503 });
    } finally {
      await settings.save({ maintenanceMode: false });
    }
  });

  it('counts each visitor request once against the API rate limit, and leaves the 429 to the pipeline', async () => {
    const settings = t.app.get(SettingsService);
    const fresh = await createTestApp({ DATABASE_URL: t.databaseUrl });
    const limited = fresh.app.get(CatalogEdge);
    try {
      await fresh.app.get(SettingsService).save({ apiRateLimit: 3 });
      for (let call = 1; call <= 3; call += 1) await fresh.http.get('/api/tiers').expect(200);
      expect(limited.answered).toBe(3);
      const refused = await fresh.http.get('/api/tiers').expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body).toMatchObject({ statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' });
      expect(limited.answered).toBe(3);
    } finally {
      await fresh.close();
      await settings.save({ apiRateLimit: 100_000 });
    }
  });

  describe('catalogue versions across instances', () => {
    const editDescription = async (app: TestApp, productId: number, description: string) =>
      app.app
        .get(MikroORM)
        .em.fork()
        .transactional(async (em) => {
          await em.nativeUpdate(Product, productId, { description });
          await bumpCatalogVersion(em);
        });

    it("shows an edit committed elsewhere once PostgreSQL's notification arrives, without reading the version per request", async () => {
      const watcher = t.app.get(CatalogVersionWatcher);
      expect(watcher.listening).toBe(true);
      const product = (await t.http.get('/api/products').expect(200)).body[1];
      await editDescription(t, product.id, 'Edited by another instance');
      await eventually(async () =>
        expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('Edited by another instance'),
      );
      expect(watcher.listening).toBe(true);
    });

    it('reads the version from the table while its listening connection is lost, then listens again', async () => {
      const watcher = t.app.get(CatalogVersionWatcher);
      const product = (await t.http.get('/api/products').expect(200)).body[2];
      const em = t.app.get(MikroORM).em.fork();
      await em
        .getConnection()
        .execute('select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()', [
          PG_LISTENER_APPLICATION_NAME,
        ]);
      await eventually(() => expect(watcher.listening).toBe(false), { everyMs: 1 });
      await editDescription(t, product.id, 'Edited while not listening');
      // No notification can come: the next answer shows the edit because the version is read from the table.
      expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('Edited while not listening');
      await eventually(() => expect(watcher.listening).toBe(true));
      await editDescription(t, product.id, 'Edited once listening again');
      await eventually(async () =>
        expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.description).toBe('Edited once listening again'),
      );
    });
  });
});
