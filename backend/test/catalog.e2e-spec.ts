import { ARMS, formatMonthly, formatUsd, PREBUILT_PACKAGES, PRICE_GUIDE, TIERS } from '@voosh/shared';
import { createTestApp, TestApp } from './support/test-app';

describe('Catalogue API (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // At the default log level, as users run it: nothing the catalogue serves may log an error.
  afterEach(async () => expect(await t.loggedErrors()).toEqual([]));
  afterAll(() => t.close());

  it('lists the ten arms in order, each with every product and price of the spec', async () => {
    const { body } = await t.http.get('/api/arms').expect(200);
    expect(body.map((arm: { slug: string }) => arm.slug)).toEqual(ARMS.map((arm) => arm.slug));
    for (const seed of ARMS) {
      const arm = body.find((candidate: { key: string }) => candidate.key === seed.key);
      expect(arm.products.map((product: { name: string }) => product.name)).toEqual(seed.products.map((product) => product.name));
      for (const product of seed.products) {
        const answered = arm.products.find((candidate: { name: string }) => candidate.name === product.name);
        expect(answered).toMatchObject({ setupCents: product.setupCents, monthlyCents: product.monthlyCents });
      }
    }
  });

  it('answers integer cents beside the display texts, and Quote Required for custom products', async () => {
    const desk = (await t.http.get('/api/arms/vooshdesk').expect(200)).body;
    expect(desk.products[0]).toMatchObject({
      name: 'SnapForm',
      setupCents: 25000,
      monthlyCents: 12500,
      pricing: { oneTime: '$250', monthly: '$125/mo' },
      quoteRequired: false,
    });
    const custom = (await t.http.get('/api/arms/vooshcustom').expect(200)).body;
    expect(custom.products).toHaveLength(9);
    for (const product of custom.products) {
      expect(product).toMatchObject({
        setupCents: null,
        monthlyCents: null,
        quoteRequired: true,
        pricing: { oneTime: 'Quote Required', monthly: 'Quote Required' },
      });
    }
  });

  it('serves the eight complete packages with their prices and includes-lists', async () => {
    const packages = (await t.http.get('/api/arms/vooshpackages').expect(200)).body.products;
    expect(packages).toHaveLength(8);
    const desk = packages.find((product: { includes: string[] }) => product.includes?.includes('SnapForm'));
    expect(desk).toMatchObject({ setupCents: 90300, monthlyCents: 39900, pricing: { oneTime: '$903', monthly: '$399/mo' } });
  });

  it('finds arms case-insensitively and answers 404 "Arm not found" otherwise', async () => {
    await t.http.get('/api/arms/VOOSHRM').expect(200);
    const { body } = await t.http.get('/api/arms/nosucharm').expect(404);
    expect(body).toEqual({ statusCode: 404, error: 'Arm not found', message: 'Arm not found' });
  });

  it('searches products by name, description, arm name and arm title', async () => {
    const all = (await t.http.get('/api/products').expect(200)).body;
    expect(all.length).toBe(ARMS.reduce((sum, arm) => sum + arm.products.length, 0));

    const byName = (await t.http.get('/api/products').query({ q: 'snapform' }).expect(200)).body;
    expect(byName[0].name).toBe('SnapForm');
    for (const product of byName) expect(`${product.name} ${product.description} ${product.includes}`.toLowerCase()).toContain('snapform');

    const byArmName = (await t.http.get('/api/products').query({ q: 'VOOSHPlan' }).expect(200)).body;
    expect(byArmName.map((product: { name: string }) => product.name)).toEqual(expect.arrayContaining(['EventSync', 'CalendarAI']));

    const plan = ARMS.find((arm) => arm.key === 'plan')!;
    const byArmTitle = (await t.http.get('/api/products').query({ q: plan.title }).expect(200)).body;
    expect(byArmTitle.every((product: { arm: { slug: string } }) => product.arm.slug === plan.slug)).toBe(true);
    expect(byArmTitle.length).toBeGreaterThanOrEqual(plan.products.length);

    const none = (await t.http.get('/api/products').query({ q: 'zzzz-nothing' }).expect(200)).body;
    expect(none).toEqual([]);
  });

  it('answers one product by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = (await t.http.get('/api/products').expect(200)).body;
    const one = (await t.http.get(`/api/products/${first.id}`).expect(200)).body;
    expect(one).toEqual(first);
    expect((await t.http.get('/api/products/999999').expect(404)).body.error).toBe('Product not found');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999', '1e3']) {
      const response = await t.http.get(`/api/products/${bad}`);
      expect({ bad, status: response.status, error: response.body.error }).toEqual({
        bad,
        status: 400,
        error: 'id must be a positive integer',
      });
    }
  });

  it('rejects an over-long or repeated search with 400', async () => {
    expect(
      (
        await t.http
          .get('/api/products')
          .query({ q: 'x'.repeat(101) })
          .expect(400)
      ).body.error,
    ).toMatch(/at most 100/);
    await t.http.get('/api/products?q=a&q=b').expect(400);
  });

  it('serves tiers, pre-built packages and the price guide with every figure', async () => {
    const tiers = (await t.http.get('/api/tiers').expect(200)).body;
    expect(tiers.map((tier: { priceCents: number; popular: boolean }) => [tier.priceCents, tier.popular])).toEqual(
      TIERS.map((tier) => [tier.priceCents, tier.popular]),
    );
    expect(tiers.map((tier: { price: string }) => tier.price)).toEqual(['$199', '$399', '$799']);

    const prebuilt = (await t.http.get('/api/prebuilt-packages').expect(200)).body;
    expect(prebuilt.map((pack: { toolsCount: number }) => pack.toolsCount)).toEqual([3, 4, 5, 8]);
    expect(prebuilt.map((pack: { name: string }) => pack.name)).toEqual(PREBUILT_PACKAGES.map((pack) => pack.name));

    const guide = (await t.http.get('/api/price-guide').expect(200)).body;
    expect(guide.perNodeCents).toBe(5000);
    expect(guide.complexityAddOn.text).toBe('$50-$100');
    expect(guide.monthlySupport.text).toBe('$99-$150');
    expect(
      guide.examples.map((example: { name: string; projectPrice: string; monthlyPrice: string }) => [
        example.name,
        example.projectPrice,
        example.monthlyPrice,
      ]),
    ).toEqual(PRICE_GUIDE.examples.map((example) => [example.name, formatUsd(example.projectCents), formatMonthly(example.monthlyCents)]));
    expect(
      guide.examples.map(
        (example: { projectCents: number; monthlyCents: number }) => `${example.projectCents / 100}/${example.monthlyCents / 100}`,
      ),
    ).toEqual(['300/150', '350/140', '300/130', '250/120', '250/115']);
    expect(guide.otherArmRanges.map((range: { text: string }) => range.text)).toEqual(['$250-$400', '$300-$400', '$300-$350']);
  });

  it('answers an ETag and 304 to If-None-Match', async () => {
    for (const path of ['/api/arms', '/api/arms/vooshdesk', '/api/products', '/api/tiers', '/api/prebuilt-packages', '/api/price-guide']) {
      const first = await t.http.get(path).expect(200);
      expect(first.headers.etag).toBeDefined();
      const again = await t.http.get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text).toBe('');
      await t.http.get(path).set('If-None-Match', '"something-else"').expect(200);
    }
  });
});
