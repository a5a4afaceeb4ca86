import { MikroORM } from '@mikro-orm/postgresql';
import { ARMS } from '@voosh/shared';
import { CartItem } from '../src/cart/entities/cart-item.entity';
import { editProductElsewhere } from './support/catalog-edits';
import { eventually } from './support/eventually';
import { PurchaseRequestItem } from '../src/purchase-requests/entities/purchase-request-item.entity';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { insertPurchaseRequest } from './support/commerce-rows';
import type { TestApp } from './support/test-app';

type Session = MatrixActors['admin'];

const ARM_BODY = { name: 'VOOSHLegal', title: 'Legal automation', description: 'Contracts and filings', icon: 'Gavel', color: '#2563eb' };
const CENTS_MESSAGE = (field: string) => `${field} must be a whole number of cents from 0 to 10000000, or null (Quote Required)`;
const FEATURES_MESSAGE = 'features must be a list of at most 8 texts of 1 to 200 characters';

describe('Catalogue admin API (/api/admin/arms, /api/admin/products)', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let deskId: number;
  const productNames: string[] = [];

  const productBody = (fields: Record<string, unknown> = {}) => ({
    armId: deskId,
    name: `TestBot ${productNames.length}`,
    description: 'Answers the phone',
    setupCents: 10000,
    monthlyCents: 5000,
    features: ['Fast', 'Friendly'],
    ...fields,
  });

  /** A new product through the API; answers its body. */
  const createProduct = async (fields: Record<string, unknown> = {}) => {
    const body = productBody(fields);
    productNames.push(body.name as string);
    return (await t.http.post('/api/admin/products').set(admin.auth).send(body).expect(201)).body;
  };

  const publicProductNames = async () => {
    const everywhere = [
      ...(await t.http.get('/api/arms').expect(200)).body.flatMap((arm: { products: { name: string }[] }) => arm.products),
      ...(await t.http.get('/api/arms/vooshdesk').expect(200)).body.products,
      ...(await t.http.get('/api/products').expect(200)).body,
    ];
    return new Set(everywhere.map((product: { name: string }) => product.name));
  };

  // These tests make a few hundred calls a minute as one admin: above the default limit.
  withAppAndActors((app, made) => ([t, admin, customer] = [app, made.admin, made.customerA]), { apiRateLimit: 100_000 });
  beforeAll(async () => {
    const arms = (
      await t.http
        .get('/api/admin/arms')
        .query({ filter: JSON.stringify({ q: 'VOOSHDesk' }) })
        .set(admin.auth)
        .expect(200)
    ).body;
    deskId = arms[0].id;
  });

  // The storefront's reads are awaited until they follow an edit: behind nginx the next request may go to the
  // other instance, which hears of the edit by NOTIFY a moment after its commit.
  it('creates, reads, changes and deletes an arm, and the storefront follows', async () => {
    const created = (await t.http.post('/api/admin/arms').set(admin.auth).send(ARM_BODY).expect(201)).body;
    // Listed last: after the ten seeded arms (positions 0-9).
    expect(created).toMatchObject({ ...ARM_BODY, slug: 'vooshlegal', key: 'legal', position: ARMS.length, productCount: 0 });
    expect((await t.http.get(`/api/admin/arms/${created.id}`).set(admin.auth).expect(200)).body).toEqual(created);
    await eventually(async () =>
      expect((await t.http.get('/api/arms/vooshlegal').expect(200)).body).toMatchObject({ name: 'VOOSHLegal', products: [] }),
    );

    const changed = (await t.http.put(`/api/admin/arms/${created.id}`).set(admin.auth).send({ title: 'Legal', position: 20 }).expect(200))
      .body;
    expect(changed).toMatchObject({ ...ARM_BODY, title: 'Legal', position: 20, slug: 'vooshlegal' });

    const renamed = (await t.http.put(`/api/admin/arms/${created.id}`).set(admin.auth).send({ name: 'VOOSHLaw' }).expect(200)).body;
    expect(renamed).toMatchObject({ name: 'VOOSHLaw', slug: 'vooshlaw', key: 'legal', title: 'Legal' });
    await eventually(() => t.http.get('/api/arms/vooshlegal').expect(404));
    await eventually(() => t.http.get('/api/arms/vooshlaw').expect(200));

    expect((await t.http.delete(`/api/admin/arms/${created.id}`).set(admin.auth).expect(200)).body).toEqual({
      ...renamed,
      updatedAt: expect.any(String),
    });
    expect((await t.http.get(`/api/admin/arms/${created.id}`).set(admin.auth).expect(404)).body.error).toBe('Arm not found');
    await eventually(() => t.http.get('/api/arms/vooshlaw').expect(404));
  });

  it('creates, reads, changes and deletes a product, and the storefront follows', async () => {
    const created = await createProduct();
    expect(created).toMatchObject({
      name: productNames.at(-1),
      armId: deskId,
      arm: { id: deskId, name: 'VOOSHDesk' },
      position: ARMS.find((arm) => arm.name === 'VOOSHDesk')!.products.length,
      setupCents: 10000,
      monthlyCents: 5000,
      pricing: { oneTime: '$100', monthly: '$50/mo' },
      quoteRequired: false,
      popular: false,
      includes: null,
      features: ['Fast', 'Friendly'],
      archived: false,
      archivedAt: null,
    });
    expect((await t.http.get(`/api/admin/products/${created.id}`).set(admin.auth).expect(200)).body).toEqual(created);
    await eventually(async () => expect((await t.http.get(`/api/products/${created.id}`).expect(200)).body.name).toBe(created.name));

    const quote = (
      await t.http
        .put(`/api/admin/products/${created.id}`)
        .set(admin.auth)
        .send({ setupCents: null, monthlyCents: null, popular: true })
        .expect(200)
    ).body;
    expect(quote).toMatchObject({
      name: created.name,
      description: 'Answers the phone',
      quoteRequired: true,
      popular: true,
      pricing: { oneTime: 'Quote Required' },
    });
    await eventually(async () =>
      expect((await t.http.get(`/api/products/${created.id}`).expect(200)).body).toMatchObject({ quoteRequired: true, popular: true }),
    );

    const moved = (
      await t.http
        .put(`/api/admin/products/${created.id}`)
        .set(admin.auth)
        .send({ armId: deskId + 1 })
        .expect(200)
    ).body;
    expect(moved.armId).toBe(deskId + 1);

    await t.http.delete(`/api/admin/products/${created.id}`).set(admin.auth).expect(200);
    expect((await t.http.get(`/api/admin/products/${created.id}`).set(admin.auth).expect(404)).body.error).toBe('Product not found');
    await eventually(() => t.http.get(`/api/products/${created.id}`).expect(404));
  });

  it('lists arms and products in the simple-rest dialect with Content-Range', async () => {
    const byName = await t.http.get('/api/admin/arms').query({ sort: '["name","DESC"]', range: '[0,2]' }).set(admin.auth).expect(200);
    const sortedNames = ARMS.map((arm) => arm.name)
      .sort()
      .reverse();
    expect(byName.body.map((arm: { name: string }) => arm.name)).toEqual(sortedNames.slice(0, 3));
    expect(byName.headers['content-range']).toBe(`arms 0-2/${ARMS.length}`);

    const all = (await t.http.get('/api/admin/arms').query({ range: '[0,99]' }).set(admin.auth).expect(200)).body;
    expect(all.map((arm: { key: string }) => arm.key)).toEqual(ARMS.map((arm) => arm.key));
    expect(all[0].productCount).toBe(ARMS[0].products.length);

    const many = await t.http
      .get('/api/admin/arms')
      .query({ filter: JSON.stringify({ id: [all[1].id, all[3].id] }) })
      .set(admin.auth)
      .expect(200);
    expect(many.body.map((arm: { id: number }) => arm.id)).toEqual([all[1].id, all[3].id]);
    expect(many.headers['content-range']).toBe('arms 0-1/2');

    const deskSeed = ARMS.find((arm) => arm.name === 'VOOSHDesk')!;
    const desk = await t.http
      .get('/api/admin/products')
      .query({ filter: JSON.stringify({ armId: deskId, archived: false }), sort: '["position","ASC"]', range: '[0,99]' })
      .set(admin.auth)
      .expect(200);
    expect(desk.body.map((product: { name: string }) => product.name)).toEqual(deskSeed.products.map((product) => product.name));
    expect(desk.headers['content-range']).toBe(`products 0-${deskSeed.products.length - 1}/${deskSeed.products.length}`);

    const total = ARMS.reduce((sum, arm) => sum + arm.products.length, 0);
    const page = await t.http.get('/api/admin/products').query({ range: '[5,9]' }).set(admin.auth).expect(200);
    expect(page.body).toHaveLength(5);
    expect(page.headers['content-range']).toBe(`products 5-9/${total}`);

    const searched = (await t.http.get('/api/admin/products').query({ filter: '{"q":"snapform"}' }).set(admin.auth).expect(200)).body;
    expect(searched.map((product: { name: string }) => product.name)).toContain('SnapForm');
    for (const product of searched) expect(`${product.name} ${product.description}`.toLowerCase()).toContain('snapform');

    const cheapest = (
      await t.http
        .get('/api/admin/products')
        .query({ sort: '["setupCents","ASC"]', filter: '{"archived":false}', range: '[0,0]' })
        .set(admin.auth)
        .expect(200)
    ).body;
    const prices = ARMS.flatMap((arm) => arm.products.map((product) => product.setupCents)).filter(
      (cents): cents is number => cents !== null,
    );
    expect(cheapest[0].setupCents).toBe(Math.min(...prices));

    const empty = await t.http.get('/api/admin/products').query({ filter: '{"q":"zzzz-nothing"}' }).set(admin.auth).expect(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['content-range']).toBe('products 0-0/0');
  });

  it.each([
    ['/api/admin/arms', { sort: '["password","ASC"]' }, 'Cannot sort by password; sortable fields: id, name, position'],
    [
      '/api/admin/products',
      { sort: '["description","ASC"]' },
      'Cannot sort by description; sortable fields: id, name, armId, position, setupCents, monthlyCents',
    ],
    ['/api/admin/arms', { filter: '{"archived":true}' }, 'Unknown filter field archived; filters: id, q'],
    ['/api/admin/products', { filter: '{"secret":1}' }, 'Unknown filter field secret; filters: id, q, armId, archived'],
    ['/api/admin/products', { filter: '{"archived":"yes"}' }, 'filter archived must be true or false'],
    ['/api/admin/products', { filter: '{"armId":"desk"}' }, 'filter armId must be a positive integer'],
    ['/api/admin/products', { filter: '{"armId":99999999999}' }, 'filter armId must be a positive integer'],
    ['/api/admin/products', { filter: '{"q":{"$ne":1}}' }, 'filter q must be text of at most 200 characters'],
    ['/api/admin/products', { filter: '{"id":["1"]}' }, 'filter id must be a positive integer or a list of at most 100'],
    ['/api/admin/arms', { range: '[9,1]' }, 'range must be [first, last] with 0 <= first <= last'],
    ['/api/admin/arms', { filter: 'not json' }, 'filter must be valid JSON'],
  ])('GET %s?%j is a 400: %s', async (path, query, message) => {
    expect((await t.http.get(path).query(query).set(admin.auth).expect(400)).body.error).toBe(message);
  });

  it.each([
    ['post', '/api/admin/arms', {}, 'Arm name is required'],
    ['post', '/api/admin/arms', { ...ARM_BODY, name: 'VOOSH Legal' }, 'Arm name may contain only letters, digits and hyphens'],
    ['post', '/api/admin/arms', { ...ARM_BODY, name: 'x'.repeat(51) }, 'Arm name must be at most 50 characters'],
    ['post', '/api/admin/arms', { ...ARM_BODY, name: 42 }, 'Arm name is required'],
    ['post', '/api/admin/arms', { ...ARM_BODY, color: 'blue' }, 'Color must be a hex colour such as #2563eb'],
    ['post', '/api/admin/arms', { ...ARM_BODY, position: -1 }, 'position must be a whole number from 0 to 1000000'],
    ['post', '/api/admin/arms', { ...ARM_BODY, hacked: true }, 'property hacked should not exist'],
    ['put', '/api/admin/arms/1', { title: null }, 'Title is required'],
    ['put', '/api/admin/arms/1', { description: 'x'.repeat(100_000) }, 'Description must be at most 2000 characters'],
    ['post', '/api/admin/products', { armId: undefined }, 'armId must be the id of an arm'],
    ['post', '/api/admin/products', { armId: 'abc' }, 'armId must be the id of an arm'],
    ['post', '/api/admin/products', { armId: 2 ** 40 }, 'armId must be the id of an arm'],
    ['post', '/api/admin/products', { setupCents: -1 }, CENTS_MESSAGE('setupCents')],
    ['post', '/api/admin/products', { monthlyCents: 1.5 }, CENTS_MESSAGE('monthlyCents')],
    ['post', '/api/admin/products', { setupCents: '100' }, CENTS_MESSAGE('setupCents')],
    ['post', '/api/admin/products', { features: 'Fast' }, FEATURES_MESSAGE],
    ['post', '/api/admin/products', { features: Array(9).fill('Fast') }, FEATURES_MESSAGE],
    ['post', '/api/admin/products', { features: [''] }, FEATURES_MESSAGE],
    ['post', '/api/admin/products', { features: [{ a: 1 }] }, FEATURES_MESSAGE],
    ['post', '/api/admin/products', { name: 'x'.repeat(101) }, 'Product name must be at most 100 characters'],
    ['post', '/api/admin/products', { name: '   ' }, 'Product name is required'],
    ['post', '/api/admin/products', { includes: [1, 2] }, 'includes must be a list of at most 50 texts of 1 to 100 characters'],
    ['post', '/api/admin/products', { popular: 'yes' }, 'popular must be true or false'],
    ['post', '/api/admin/products', { archived: true }, 'property archived should not exist'],
    ['put', '/api/admin/products/1', { name: null }, 'Product name is required'],
    ['put', '/api/admin/products/1', { archived: 'yes' }, 'archived must be true or false'],
    ['put', '/api/admin/products/1', { armId: null }, 'armId must be the id of an arm'],
  ])('%s %s %j is a 400: %s', async (method, path, fields, message) => {
    const body = path === '/api/admin/products' ? productBody(fields) : fields;
    const response = await t.http[method as 'post' | 'put'](path).set(admin.auth).send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: message });
  });

  it('answers 400 for an unknown arm, unpaired prices, malformed ids and malformed bodies, never 500', async () => {
    expect(
      (
        await t.http
          .post('/api/admin/products')
          .set(admin.auth)
          .send(productBody({ armId: 999999 }))
          .expect(400)
      ).body.error,
    ).toBe('armId must be the id of an arm');
    const unpaired = 'setupCents and monthlyCents must both be set, or both be null (Quote Required)';
    expect(
      (
        await t.http
          .post('/api/admin/products')
          .set(admin.auth)
          .send(productBody({ setupCents: null }))
          .expect(400)
      ).body.error,
    ).toBe(unpaired);
    const product = await createProduct();
    expect(
      (await t.http.put(`/api/admin/products/${product.id}`).set(admin.auth).send({ monthlyCents: null }).expect(400)).body.error,
    ).toBe(unpaired);
    for (const path of ['/api/admin/arms', '/api/admin/products']) {
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
        expect((await t.http.get(`${path}/${bad}`).set(admin.auth).expect(400)).body.error).toBe('id must be a positive integer');
        await t.http.put(`${path}/${bad}`).set(admin.auth).send({}).expect(400);
        await t.http.delete(`${path}/${bad}`).set(admin.auth).expect(400);
      }
      expect(
        (await t.http.post(path).set(admin.auth).set('Content-Type', 'application/json').send('{"name":').expect(400)).body.error,
      ).toBe('Malformed JSON body');
      for (const body of [[], [1, 2], 'text', { name: { $ne: null } }, { name: ['a'] }, { position: 1e308 }, { features: null }]) {
        const response = await t.http
          .post(path)
          .set(admin.auth)
          .send(body as object);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        const update = await t.http
          .put(`${path}/${path.endsWith('arms') ? deskId : product.id}`)
          .set(admin.auth)
          .send(body as object);
        expect({ body, status: update.status }).toEqual({ body, status: 400 });
      }
    }
  });

  it('answers 401 without a session, 403 to a customer and 404 for unknown ids', async () => {
    const routes: ['get' | 'post' | 'put' | 'delete', string][] = [
      ['get', '/api/admin/arms'],
      ['get', `/api/admin/arms/${deskId}`],
      ['post', '/api/admin/arms'],
      ['put', `/api/admin/arms/${deskId}`],
      ['delete', `/api/admin/arms/${deskId}`],
      ['get', '/api/admin/products'],
      ['get', '/api/admin/products/1'],
      ['post', '/api/admin/products'],
      ['put', '/api/admin/products/1'],
      ['delete', '/api/admin/products/1'],
    ];
    for (const [method, path] of routes) {
      expect({ path, status: (await t.http[method](path).send(ARM_BODY)).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await t.http[method](path).set(customer.auth).send(ARM_BODY)).status }).toEqual({ path, status: 403 });
    }
    for (const path of ['/api/admin/arms/999999', '/api/admin/products/999999']) {
      const text = path.includes('arms') ? 'Arm not found' : 'Product not found';
      expect((await t.http.get(path).set(admin.auth).expect(404)).body.error).toBe(text);
      expect((await t.http.put(path).set(admin.auth).send({ position: 1 }).expect(404)).body.error).toBe(text);
      expect((await t.http.delete(path).set(admin.auth).expect(404)).body.error).toBe(text);
    }
  });

  it('answers 409 to a taken name and to deleting an arm that still has products', async () => {
    const armTaken = 'An arm with this name already exists';
    expect(
      (
        await t.http
          .post('/api/admin/arms')
          .set(admin.auth)
          .send({ ...ARM_BODY, name: 'VOOSHDesk' })
          .expect(409)
      ).body.error,
    ).toBe(armTaken);
    expect(
      (
        await t.http
          .post('/api/admin/arms')
          .set(admin.auth)
          .send({ ...ARM_BODY, name: 'vooshdesk' })
          .expect(409)
      ).body.error,
    ).toBe(armTaken);
    expect(
      (
        await t.http
          .put(`/api/admin/arms/${deskId + 1}`)
          .set(admin.auth)
          .send({ name: 'VOOSHDesk' })
          .expect(409)
      ).body.error,
    ).toBe(armTaken);

    const productTaken = 'A product with this name already exists';
    expect(
      (
        await t.http
          .post('/api/admin/products')
          .set(admin.auth)
          .send(productBody({ name: 'SnapForm' }))
          .expect(409)
      ).body.error,
    ).toBe(productTaken);
    expect(
      (
        await t.http
          .post('/api/admin/products')
          .set(admin.auth)
          .send(productBody({ name: 'snapform' }))
          .expect(409)
      ).body.error,
    ).toBe(productTaken);
    const product = await createProduct();
    expect((await t.http.put(`/api/admin/products/${product.id}`).set(admin.auth).send({ name: 'SnapForm' }).expect(409)).body.error).toBe(
      productTaken,
    );
    // Renaming a product to its own name is not a conflict.
    await t.http.put(`/api/admin/products/${product.id}`).set(admin.auth).send({ name: product.name }).expect(200);

    const arm = (
      await t.http
        .post('/api/admin/arms')
        .set(admin.auth)
        .send({ ...ARM_BODY, name: 'VOOSHEmpty' })
        .expect(201)
    ).body;
    const only = await createProduct({ armId: arm.id });
    await t.http.put(`/api/admin/products/${only.id}`).set(admin.auth).send({ archived: true }).expect(200);
    const refused = await t.http.delete(`/api/admin/arms/${arm.id}`).set(admin.auth).expect(409);
    expect(refused.body.error).toBe('This arm still has products (archived ones included): move them to another arm first');
    expect((await t.http.get(`/api/admin/arms/${arm.id}`).set(admin.auth).expect(200)).body.productCount).toBe(1);
    await t.http.delete(`/api/admin/products/${only.id}`).set(admin.auth).expect(200);
    await t.http.delete(`/api/admin/arms/${arm.id}`).set(admin.auth).expect(200);
  });

  it('archives a product: gone from the storefront and carts, still named by its purchase request, restorable', async () => {
    const product = await createProduct();
    const orm = t.app.get(MikroORM);
    const request = await insertPurchaseRequest(t, customer.user, {
      items: [
        {
          productId: product.id,
          productName: product.name,
          armName: 'VOOSHDesk',
          quantity: 2,
          unitSetupCents: 10000,
          unitMonthlyCents: 5000,
        },
      ],
    });
    const em = orm.em.fork();
    em.create(CartItem, { user: customer.user.id, product: product.id, quantity: 1 });
    await em.flush();
    expect(await publicProductNames()).toContain(product.name);

    const archived = (await t.http.put(`/api/admin/products/${product.id}`).set(admin.auth).send({ archived: true }).expect(200)).body;
    expect(archived).toMatchObject({ archived: true, archivedAt: expect.any(String) });

    expect(await publicProductNames()).not.toContain(product.name);
    await eventually(() => t.http.get(`/api/products/${product.id}`).expect(404));
    const check = orm.em.fork();
    expect(await check.count(CartItem, { product: product.id })).toBe(0);
    const items = await check.find(PurchaseRequestItem, { request: request.id });
    expect(items.map((item) => [item.product?.id, item.productName])).toEqual([[product.id, product.name]]);

    const listed = (await t.http.get('/api/admin/products').query({ filter: '{"archived":true}' }).set(admin.auth).expect(200)).body;
    expect(listed.map((row: { id: number }) => row.id)).toEqual([product.id]);
    // Archiving again keeps the first archiving time.
    expect(
      (await t.http.put(`/api/admin/products/${product.id}`).set(admin.auth).send({ archived: true }).expect(200)).body.archivedAt,
    ).toBe(archived.archivedAt);

    const refused = await t.http.delete(`/api/admin/products/${product.id}`).set(admin.auth).expect(409);
    expect(refused.body.error).toBe('Purchase requests name this product, so it cannot be deleted: archive it instead');

    const restored = (await t.http.put(`/api/admin/products/${product.id}`).set(admin.auth).send({ archived: false }).expect(200)).body;
    expect(restored).toMatchObject({ archived: false, archivedAt: null });
    expect(await publicProductNames()).toContain(product.name);
  });

  it('deletes a product that no request names, with its cart lines', async () => {
    const product = await createProduct();
    const em = t.em();
    em.create(CartItem, { user: customer.user.id, product: product.id, quantity: 3 });
    await em.flush();
    await t.http.delete(`/api/admin/products/${product.id}`).set(admin.auth).expect(200);
    expect(await t.em().count(CartItem, { product: product.id })).toBe(0);
  });

  it('changes the catalogue ETag with every edit: a stale If-None-Match gets 200, the fresh one 304', async () => {
    const product = await createProduct();
    for (const path of ['/api/arms', '/api/arms/vooshdesk', '/api/products', `/api/products/${product.id}`]) {
      const before = await t.http.get(path).expect(200);
      await t.http.get(path).set('If-None-Match', before.headers.etag).expect(304);

      await t.http
        .put(`/api/admin/products/${product.id}`)
        .set(admin.auth)
        .send({ description: `Edited for ${path}` })
        .expect(200);

      // Behind nginx the other instance hears of the edit by NOTIFY a moment after its commit.
      const after = await eventually(() => t.http.get(path).set('If-None-Match', before.headers.etag).expect(200));
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.text).toContain(`Edited for ${path}`);
      await t.http.get(path).set('If-None-Match', after.headers.etag).expect(304);
    }
  });

  it('picks up an edit committed by another instance (a new catalogue version in the database)', async () => {
    const product = await createProduct();
    const first = await t.http.get(`/api/products/${product.id}`).expect(200);
    await editProductElsewhere(t, product.id, 'Edited elsewhere');
    // It arrives with PostgreSQL's notification of the new version, moments after the commit.
    const second = await eventually(() => t.http.get(`/api/products/${product.id}`).set('If-None-Match', first.headers.etag).expect(200));
    expect(second.body.description).toBe('Edited elsewhere');
  });

  it('accepts the whole record its GET answers back for arms and products (as react-admin sends it)', async () => {
    const put = (path: string, body: object) => t.http.put(path).set(admin.auth).send(body);
    const arm = (await t.http.get(`/api/admin/arms/${deskId}`).set(admin.auth).expect(200)).body;
    const { updatedAt: _armUpdatedAt, ...armAfter } = (await put(`/api/admin/arms/${deskId}`, { ...arm, title: arm.title }).expect(200))
      .body;
    expect(armAfter).toEqual(Object.fromEntries(Object.entries(arm).filter(([key]) => key !== 'updatedAt')));
    expect((await put(`/api/admin/arms/${deskId}`, { ...arm, slug: 'elsewhere' }).expect(400)).body.errors).toEqual({
      slug: 'slug is read-only',
    });
    // A count that moved since the record was read (products added meanwhile): the client's copy is stale.
    expect((await put(`/api/admin/arms/${deskId}`, { ...arm, productCount: 99 }).expect(409)).body.error).toBe(
      'This record changed since it was loaded (productCount). Reload it and try again.',
    );

    const product = await createProduct();
    const record = (await t.http.get(`/api/admin/products/${product.id}`).set(admin.auth).expect(200)).body;
    const edited = (
      await put(`/api/admin/products/${product.id}`, { ...record, description: 'Answers the phone politely', archived: true }).expect(200)
    ).body;
    expect(edited).toMatchObject({ id: product.id, description: 'Answers the phone politely', archived: true, name: record.name });
    const { body: again } = await t.http.get(`/api/admin/products/${product.id}`).set(admin.auth).expect(200);
    expect((await put(`/api/admin/products/${product.id}`, again).expect(200)).body).toMatchObject({
      archived: true,
      archivedAt: again.archivedAt,
    });
    const refused = await put(`/api/admin/products/${product.id}`, {
      ...again,
      pricing: { oneTime: '$1', monthly: '$1/mo' },
      arm: { ...again.arm, name: 'Other' },
    }).expect(400);
    expect(refused.body.errors).toEqual({ pricing: 'pricing is read-only', arm: 'arm is read-only' });
    expect((await put(`/api/admin/products/${product.id}`, { ...again, secret: 1 }).expect(400)).body.error).toBe(
      'property secret should not exist',
    );
  });
});
