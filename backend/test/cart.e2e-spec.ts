import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES, QUANTITY_MAX } from '@voosh/shared';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { addToCart, HIREWIRE, QUOTE_PRODUCT, setArchived, SNAPFORM } from './support/commerce';
import type { TestApp } from './support/test-app';

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${QUANTITY_MAX}`;

describe('Cart API', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  it('answers 401 without a session and 403 to an admin on every route', async () => {
    const routes = [
      () => t.http.get('/api/cart'),
      () => t.http.post('/api/cart').send({ productName: SNAPFORM.name, quantity: 1 }),
      () => t.http.put('/api/cart/1').send({ quantity: 1 }),
      () => t.http.delete('/api/cart/1'),
    ];
    for (const route of routes) {
      expect((await route()).status).toBe(401);
      expect((await route().set(actors.admin.auth)).status).toBe(403);
    }
  });

  it("answers the cart's routes without the ORM's unit of work (no EntityManager forked), unlike a change of the account", async () => {
    const { customerA } = actors;
    const fork = jest.spyOn(t.app.get(EntityManager), 'fork');
    try {
      const { body: line } = await t.http
        .post('/api/cart')
        .set(customerA.auth)
        .send({ productName: SNAPFORM.name, quantity: 1 })
        .expect(201);
      await t.http.get('/api/cart').set(customerA.auth).expect(200);
      await t.http.put(`/api/cart/${line.id}`).set(customerA.auth).send({ quantity: 2 }).expect(200);
      await t.http.delete(`/api/cart/${line.id}`).set(customerA.auth).expect(200);
      expect(fork).not.toHaveBeenCalled();
      // The profile changes the account: the request's EntityManager is forked for it, and the change is kept.
      await t.http.put('/api/profile').set(customerA.auth).send({ industry: 'Forked' }).expect(200);
      expect(fork).toHaveBeenCalled();
      expect((await t.http.get('/api/profile').set(customerA.auth).expect(200)).body.industry).toBe('Forked');
    } finally {
      fork.mockRestore();
    }
  });

  it('adds a product priced from the catalogue (the client price is ignored) and lists it', async () => {
    const { customerA } = actors;
    expect((await t.http.get('/api/cart').set(customerA.auth).expect(200)).body).toEqual([]);
    const { body: line } = await t.http
      .post('/api/cart')
      .set(customerA.auth)
      .send({ productName: SNAPFORM.name, quantity: 2, price: '1' })
      .expect(201);
    expect(line).toEqual({
      id: expect.any(Number),
      productName: SNAPFORM.name,
      quantity: 2,
      price: '125.00',
      productId: expect.any(Number),
      arm: expect.objectContaining({ name: 'VOOSHDesk', slug: 'vooshdesk' }),
      setupCents: SNAPFORM.setupCents,
      monthlyCents: SNAPFORM.monthlyCents,
      setupPrice: '$250',
      monthlyPrice: '$125/mo',
      available: true,
    });
    expect((await t.http.get('/api/cart').set(customerA.auth).expect(200)).body).toEqual([line]);
    // The spec's client sends the stripped price as a number too.
    await t.http.post('/api/cart').set(customerA.auth).send({ productName: HIREWIRE.name, quantity: 1, price: 175 }).expect(201);
    const names = (await t.http.get('/api/cart').set(customerA.auth).expect(200)).body.map(
      (item: { productName: string }) => item.productName,
    );
    expect(names).toEqual([SNAPFORM.name, HIREWIRE.name]);
  });

  it('raises the quantity when the same product is added again, up to the maximum', async () => {
    const { customerB } = actors;
    const first = await addToCart(t, customerB.auth, SNAPFORM.name, 3);
    const again = await addToCart(t, customerB.auth, SNAPFORM.name, 4);
    expect(again).toMatchObject({ id: first.id, quantity: 7 });
    const { body } = await t.http
      .post('/api/cart')
      .set(customerB.auth)
      .send({ productName: SNAPFORM.name, quantity: QUANTITY_MAX - 6 })
      .expect(400);
    expect(body.error).toBe(`You can have at most ${QUANTITY_MAX} of a product in your cart`);
    const cart = (await t.http.get('/api/cart').set(customerB.auth).expect(200)).body;
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(7);
    await t.http.delete(`/api/cart/${first.id}`).set(customerB.auth).expect(200);
  });

  it('keeps one line when the same product is added concurrently', async () => {
    const { customerB } = actors;
    const adds = await Promise.all(
      Array.from({ length: 20 }, () => t.http.post('/api/cart').set(customerB.auth).send({ productName: HIREWIRE.name, quantity: 2 })),
    );
    expect(adds.map((response) => response.status)).toEqual(Array(20).fill(201));
    const cart = (await t.http.get('/api/cart').set(customerB.auth).expect(200)).body;
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productName: HIREWIRE.name, quantity: 40 });
    await t.http.delete(`/api/cart/${cart[0].id}`).set(customerB.auth).expect(200);
  });

  it.each([
    ['an unknown product', { productName: 'NoSuchThing', quantity: 1 }, MESSAGES.invalidProductData],
    ['a quote-only product', { productName: QUOTE_PRODUCT, quantity: 1 }, MESSAGES.invalidProductData],
    ['no product name', { quantity: 1 }, MESSAGES.invalidProductData],
    ['a blank product name', { productName: '   ', quantity: 1 }, MESSAGES.invalidProductData],
    ['a product name that is not text', { productName: { $ne: null }, quantity: 1 }, MESSAGES.invalidProductData],
    ['a huge product name', { productName: 'x'.repeat(50_000), quantity: 1 }, MESSAGES.invalidProductData],
    ['no quantity', { productName: SNAPFORM.name }, QUANTITY_MESSAGE],
    ['quantity 0', { productName: SNAPFORM.name, quantity: 0 }, QUANTITY_MESSAGE],
    ['quantity 100', { productName: SNAPFORM.name, quantity: 100 }, QUANTITY_MESSAGE],
    ['a fractional quantity', { productName: SNAPFORM.name, quantity: 1.5 }, QUANTITY_MESSAGE],
    ['a quantity as text', { productName: SNAPFORM.name, quantity: '2' }, QUANTITY_MESSAGE],
    ['a price that is an object', { productName: SNAPFORM.name, quantity: 1, price: { a: 1 } }, 'price must be a number or text'],
    ['an extra field', { productName: SNAPFORM.name, quantity: 1, userId: 1 }, 'property userId should not exist'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const response = await t.http.post('/api/cart').set(actors.customerA.auth).send(body);
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
  });

  it('refuses an archived product, and flags a line whose product was archived after adding', async () => {
    const { customerA } = actors;
    await setArchived(t, HIREWIRE.name, true);
    try {
      const response = await t.http.post('/api/cart').set(customerA.auth).send({ productName: HIREWIRE.name, quantity: 1 });
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: MESSAGES.invalidProductData });
      const line = (await t.http.get('/api/cart').set(customerA.auth).expect(200)).body.find(
        (item: { productName: string }) => item.productName === HIREWIRE.name,
      );
      expect(line.available).toBe(false);
    } finally {
      await setArchived(t, HIREWIRE.name, false);
    }
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const { customerA } = actors;
    for (const raw of ['{"productName":', 'null', '[]', '"text"']) {
      const response = await t.http.post('/api/cart').set(customerA.auth).set('Content-Type', 'application/json').send(raw);
      expect(response.status).toBe(400);
    }
    const response = await t.http.put('/api/cart/1').set(customerA.auth).set('Content-Type', 'application/json').send('{"quantity":');
    expect(response.status).toBe(400);
  });

  it("sets a line's quantity; another customer's line is a 404", async () => {
    const { customerA, customerB } = actors;
    const line = (await t.http.get('/api/cart').set(customerA.auth).expect(200)).body[0];
    const { body } = await t.http.put(`/api/cart/${line.id}`).set(customerA.auth).send({ quantity: 7 }).expect(200);
    expect(body).toMatchObject({ id: line.id, quantity: 7, productName: line.productName });

    for (const quantity of [0, 100, -1, 2.5, '3', null]) {
      const response = await t.http.put(`/api/cart/${line.id}`).set(customerA.auth).send({ quantity });
      expect({ quantity, status: response.status, error: response.body.error }).toEqual({ quantity, status: 400, error: QUANTITY_MESSAGE });
    }
    expect((await t.http.put(`/api/cart/${line.id}`).set(customerA.auth).send({}).expect(400)).body.error).toBe(QUANTITY_MESSAGE);

    const stolen = await t.http.put(`/api/cart/${line.id}`).set(customerB.auth).send({ quantity: 1 }).expect(404);
    expect(stolen.body.error).toBe('Cart item not found');
    await t.http.put('/api/cart/999999').set(customerA.auth).send({ quantity: 1 }).expect(404);
    expect((await t.http.put('/api/cart/abc').set(customerA.auth).send({ quantity: 1 }).expect(400)).body.error).toBe(
      'id must be a positive integer',
    );
    expect((await t.http.get('/api/cart').set(customerA.auth).expect(200)).body[0].quantity).toBe(7);
  });

  it("removes a line; another customer's line is a 404 and stays", async () => {
    const { customerA, customerB } = actors;
    const [line] = (await t.http.get('/api/cart').set(customerA.auth).expect(200)).body;
    expect((await t.http.delete(`/api/cart/${line.id}`).set(customerB.auth).expect(404)).body.error).toBe('Cart item not found');
    const { body } = await t.http.delete(`/api/cart/${line.id}`).set(customerA.auth).expect(200);
    expect(body).toMatchObject({ id: line.id, productName: line.productName });
    const after = (await t.http.get('/api/cart').set(customerA.auth).expect(200)).body;
    expect(after.map((item: { id: number }) => item.id)).not.toContain(line.id);
    await t.http.delete(`/api/cart/${line.id}`).set(customerA.auth).expect(404);
    await t.http.delete('/api/cart/0').set(customerA.auth).expect(400);
  });
});
