import { MESSAGES, STAFF_DISPLAY_NAME } from '@voosh/shared';
import { CartItem } from '../src/cart/entities/cart-item.entity';
import { PurchaseRequest } from '../src/purchase-requests/entities/purchase-request.entity';
import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { addToCart, HIREWIRE, QUOTE_PRODUCT, setArchived, SNAPFORM } from './support/commerce';
import type { TestApp } from './support/test-app';

type Auth = Record<string, string>;

/** The spec's cart body: the JSON text of what the cart showed, with the client's own figures. */
const cartBody = (lines: { productName: string; quantity: number }[]) => ({
  products: JSON.stringify(lines.map((line) => ({ ...line, price: 1, setupPrice: 1 }))),
  totalAmount: '2',
  status: 'submitted',
});
const productBody = (productName: string, quantity = 1) => ({
  productName,
  quantity,
  totalAmount: 3,
  status: 'submitted',
  productType: 'arm',
});

describe('Purchase requests: submitting and reading', () => {
  let t: TestApp;
  let actors: MatrixActors;
  const orm = () => t.em();
  const submit = (auth: Auth, body: object, key?: string) => {
    const call = t.http.post('/api/purchase-requests').set(auth);
    return (key ? call.set('Idempotency-Key', key) : call).send(body);
  };

  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  it('answers 401 without a session, and 403 to an admin who tries to submit', async () => {
    for (const call of [
      t.http.get('/api/purchase-requests'),
      t.http.get('/api/purchase-requests/1'),
      t.http.get('/api/purchase-requests/1/events'),
      t.http.post('/api/purchase-requests').send(productBody(SNAPFORM.name)),
      t.http.put('/api/purchase-requests/1').send({ status: 'approved' }),
    ]) {
      expect((await call).status).toBe(401);
    }
    const { status } = await submit(actors.admin.auth, productBody(SNAPFORM.name));
    expect(status).toBe(403);
  });

  it('creates a request from the cart, priced on the server, and empties the cart', async () => {
    const { customerA } = actors;
    await addToCart(t, customerA.auth, SNAPFORM.name, 2);
    await addToCart(t, customerA.auth, HIREWIRE.name, 1);
    const { body } = await submit(
      customerA.auth,
      cartBody([
        { productName: HIREWIRE.name, quantity: 1 },
        { productName: SNAPFORM.name, quantity: 2 },
      ]),
    ).expect(201);

    const setup = 2 * SNAPFORM.setupCents + HIREWIRE.setupCents;
    const monthly = 2 * SNAPFORM.monthlyCents + HIREWIRE.monthlyCents;
    expect(body).toMatchObject({
      id: expect.any(Number),
      user: { id: customerA.user.id, firstName: 'Test', lastName: 'CUSTOMER', email: customerA.user.email },
      totalAmount: ((setup + monthly) / 100).toFixed(2),
      adminAdjustedAmount: null,
      adminNotes: null,
      status: 'submitted',
      statusText: 'Your request has been submitted and is awaiting review.',
      allowedNextStatuses: ['under_review', 'approved', 'denied'],
      productType: null,
      source: 'cart',
      setupCents: setup,
      monthlyCents: monthly,
      totalCents: setup + monthly,
      adminAdjustedCents: null,
      amountDueCents: setup + monthly,
    });
    expect(JSON.parse(body.products)).toEqual([
      { productName: SNAPFORM.name, quantity: 2, price: 125, setupPrice: 250 },
      { productName: HIREWIRE.name, quantity: 1, price: 175, setupPrice: 400 },
    ]);
    expect(body.items[0]).toMatchObject({
      productName: SNAPFORM.name,
      armName: 'VOOSHDesk',
      quantity: 2,
      unitSetupCents: SNAPFORM.setupCents,
      unitMonthlyCents: SNAPFORM.monthlyCents,
      setupPrice: '$250',
      monthlyPrice: '$125/mo',
      quoteRequired: false,
    });
    expect((await t.http.get('/api/cart').set(customerA.auth).expect(200)).body).toEqual([]);

    const events = (await t.http.get(`/api/purchase-requests/${body.id}/events`).set(customerA.auth).expect(200)).body;
    expect(events).toEqual([
      {
        id: expect.any(Number),
        type: 'created',
        actor: { id: customerA.user.id, name: 'Test CUSTOMER', role: 'CUSTOMER' },
        apiKey: null,
        before: null,
        after: { status: 'submitted', totalCents: setup + monthly, source: 'cart' },
        createdAt: expect.any(String),
      },
    ]);
  });

  it("accepts the spec's `name` key in the cart text, and refuses a cart text that does not match the cart (409, cart kept)", async () => {
    const customer = await sessionFor(t);
    await addToCart(t, customer.auth, SNAPFORM.name, 1);
    const stale = await submit(customer.auth, cartBody([{ productName: SNAPFORM.name, quantity: 2 }]));
    expect({ status: stale.status, error: stale.body.error }).toEqual({
      status: 409,
      error: 'Your cart has changed. Please review it and submit again.',
    });
    const extra = await submit(
      customer.auth,
      cartBody([
        { productName: SNAPFORM.name, quantity: 1 },
        { productName: HIREWIRE.name, quantity: 1 },
      ]),
    );
    expect(extra.status).toBe(409);
    expect((await t.http.get('/api/cart').set(customer.auth).expect(200)).body).toHaveLength(1);

    const { body } = await submit(customer.auth, {
      products: JSON.stringify([{ name: SNAPFORM.name, quantity: 1, type: 'arm' }]),
      status: 'submitted',
    }).expect(201);
    expect(body.items.map((item: { productName: string }) => item.productName)).toEqual([SNAPFORM.name]);
  });

  it('refuses an empty cart, and a cart holding a product archived since it was added', async () => {
    const customer = await sessionFor(t);
    const empty = await submit(customer.auth, cartBody([{ productName: SNAPFORM.name, quantity: 1 }]));
    expect({ status: empty.status, error: empty.body.error }).toEqual({ status: 400, error: 'Your cart is empty' });

    await addToCart(t, customer.auth, HIREWIRE.name, 1);
    await setArchived(t, HIREWIRE.name, true);
    try {
      const archived = await submit(customer.auth, cartBody([{ productName: HIREWIRE.name, quantity: 1 }]));
      expect({ status: archived.status, error: archived.body.error }).toEqual({
        status: 400,
        error: `${HIREWIRE.name} is no longer available. Please remove it from your cart.`,
      });
      const fromPage = await submit(customer.auth, productBody(HIREWIRE.name));
      expect({ status: fromPage.status, error: fromPage.body.error }).toEqual({ status: 400, error: MESSAGES.invalidProductData });
    } finally {
      await setArchived(t, HIREWIRE.name, false);
    }
    expect((await t.http.get('/api/cart').set(customer.auth).expect(200)).body).toHaveLength(1);
  });

  it('empties the cart in the same transaction: when the request cannot be saved, the cart stays whole', async () => {
    const customer = await sessionFor(t);
    await addToCart(t, customer.auth, SNAPFORM.name, 1);
    const connection = orm().getConnection();
    // Fault injection: the audit event of this customer's request fails, after the cart was deleted in the same transaction.
    await connection.execute(
      `create function fail_event() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
    );
    await connection.execute(
      `create trigger fail_event before insert on purchase_request_events for each row when (new.actor_id = ${customer.user.id}) execute function fail_event()`,
    );
    try {
      const failed = await submit(customer.auth, cartBody([{ productName: SNAPFORM.name, quantity: 1 }]));
      expect(failed.status).toBe(500);
      expect(failed.body.error).toBe('Internal server error');
    } finally {
      await connection.execute('drop trigger fail_event on purchase_request_events');
      await connection.execute('drop function fail_event');
    }
    expect(await orm().count(PurchaseRequest, { user: customer.user.id })).toBe(0);
    expect(await orm().count(CartItem, { user: customer.user.id })).toBe(1);
    await submit(customer.auth, cartBody([{ productName: SNAPFORM.name, quantity: 1 }])).expect(201);
    expect(await orm().count(CartItem, { user: customer.user.id })).toBe(0);
  });

  it('makes one request of two simultaneous submits of the same cart', async () => {
    const customer = await sessionFor(t);
    await addToCart(t, customer.auth, SNAPFORM.name, 1);
    const body = cartBody([{ productName: SNAPFORM.name, quantity: 1 }]);
    const answers = await Promise.all([submit(customer.auth, body), submit(customer.auth, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await orm().count(PurchaseRequest, { user: customer.user.id })).toBe(1);
  });

  it('creates a request from a product page, leaving the cart alone', async () => {
    const customer = await sessionFor(t);
    await addToCart(t, customer.auth, HIREWIRE.name, 1);
    const { body } = await submit(customer.auth, productBody(SNAPFORM.name, 3)).expect(201);
    const total = 3 * (SNAPFORM.setupCents + SNAPFORM.monthlyCents);
    expect(body).toMatchObject({
      source: 'product',
      productType: 'arm',
      totalCents: total,
      totalAmount: (total / 100).toFixed(2),
      status: 'submitted',
    });
    expect(JSON.parse(body.products)).toEqual([{ productName: SNAPFORM.name, quantity: 3, price: 125, setupPrice: 250 }]);
    expect((await t.http.get('/api/cart').set(customer.auth).expect(200)).body).toHaveLength(1);
  });

  it('takes a quote-only product from its page at a total of 0, for an admin to price', async () => {
    const { customerA, admin } = actors;
    const { body } = await submit(customerA.auth, { ...productBody(QUOTE_PRODUCT), productType: undefined }).expect(201);
    expect(body).toMatchObject({ totalAmount: '0.00', totalCents: 0, amountDueCents: 0, productType: null });
    expect(body.items[0]).toMatchObject({
      productName: QUOTE_PRODUCT,
      armName: 'VOOSHCustom',
      quoteRequired: true,
      setupPrice: 'Quote Required',
      monthlyPrice: 'Quote Required',
      unitSetupCents: 0,
    });

    const priced = (await t.http.put(`/api/purchase-requests/${body.id}`).set(admin.auth).send({ adminAdjustedAmount: 1500.5 }).expect(200))
      .body;
    expect(priced).toMatchObject({
      adminAdjustedAmount: '1500.50',
      adminAdjustedCents: 150050,
      amountDueCents: 150050,
      totalAmount: '0.00',
    });
  });

  it("keeps the customer's notes (a quote's details) on the request, in its answer and in the list; blank is none", async () => {
    const { customerA } = actors;
    const details = '  Bookings come by phone and e-mail; we want one calendar.  ';
    const { body } = await submit(customerA.auth, { ...productBody(QUOTE_PRODUCT), customerNotes: details }).expect(201);
    expect(body.customerNotes).toBe(details.trim());
    expect((await t.http.get(`/api/purchase-requests/${body.id}`).set(customerA.auth).expect(200)).body.customerNotes).toBe(details.trim());
    const listed = (await t.http.get('/api/purchase-requests').set(actors.admin.auth).expect(200)).body as {
      id: number;
      customerNotes: string | null;
    }[];
    expect(listed.find((request) => request.id === body.id)?.customerNotes).toBe(details.trim());
    expect(
      (await submit(customerA.auth, { ...productBody(SNAPFORM.name), customerNotes: '   ' }).expect(201)).body.customerNotes,
    ).toBeNull();
    expect((await submit(customerA.auth, productBody(SNAPFORM.name)).expect(201)).body.customerNotes).toBeNull();
  });

  it.each([
    ['notes that are not text', { ...productBody(SNAPFORM.name), customerNotes: 42 }, 'customerNotes must be text'],
    [
      'notes over 2000 characters',
      { ...productBody(SNAPFORM.name), customerNotes: 'x'.repeat(2001) },
      'customerNotes must be at most 2000 characters',
    ],
    [
      'both shapes',
      { ...cartBody([{ productName: SNAPFORM.name, quantity: 1 }]), productName: SNAPFORM.name, quantity: 1 },
      'Send either products (from the cart) or productName with quantity (from the product page)',
    ],
    [
      'neither shape',
      { totalAmount: '1', status: 'submitted' },
      'Send either products (from the cart) or productName with quantity (from the product page)',
    ],
    [
      'a product name without quantity',
      { productName: SNAPFORM.name },
      'Send either products (from the cart) or productName with quantity (from the product page)',
    ],
    [
      'a status other than submitted',
      { ...productBody(SNAPFORM.name), status: 'approved' },
      'New requests are always submitted; status must be "submitted"',
    ],
    ['products that are not JSON', { products: '[{"productName":' }, 'products must be a JSON list of {productName, quantity}'],
    ['an empty products list', { products: '[]' }, 'products must be a JSON list of {productName, quantity}'],
    ['a products object', { products: '{"productName":"SnapForm"}' }, 'products must be a JSON list of {productName, quantity}'],
    [
      'a products line without quantity',
      { products: '[{"productName":"SnapForm"}]' },
      'products must be a JSON list of {productName, quantity}',
    ],
    [
      'a products line with quantity 0',
      { products: '[{"productName":"SnapForm","quantity":0}]' },
      'products must be a JSON list of {productName, quantity}',
    ],
    [
      'products that are not text',
      { products: [{ productName: 'SnapForm', quantity: 1 }] },
      'products must be a JSON list of {productName, quantity}',
    ],
    ['huge products text', { products: 'x'.repeat(30_000) }, 'products must be at most 20000 characters'],
    ['an unknown product', productBody('NoSuchThing'), MESSAGES.invalidProductData],
    ['a product name that is a number', { productName: 42, quantity: 1 }, MESSAGES.invalidProductData],
    ['quantity 100', productBody(SNAPFORM.name, 100), 'Quantity must be a whole number from 1 to 99'],
    ['quantity as text', { productName: SNAPFORM.name, quantity: '1' }, 'Quantity must be a whole number from 1 to 99'],
    ['an unknown productType', { ...productBody(SNAPFORM.name), productType: 'bundle' }, 'productType must be one of arm, tier, package'],
    ['a totalAmount object', { ...productBody(SNAPFORM.name), totalAmount: { $gt: 0 } }, 'totalAmount must be a number or text'],
    ['an extra field', { ...productBody(SNAPFORM.name), userId: 1 }, 'property userId should not exist'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const response = await submit(actors.customerB.auth, body);
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
  });

  it('answers malformed bodies and keys with 400, never 500', async () => {
    for (const raw of ['{"productName":', 'null', '[1,2]', '"x"', '12']) {
      const response = await t.http
        .post('/api/purchase-requests')
        .set(actors.customerB.auth)
        .set('Content-Type', 'application/json')
        .send(raw);
      expect({ raw, status: response.status }).toEqual({ raw, status: 400 });
    }
    for (const key of ['k'.repeat(101), 'has space']) {
      const response = await submit(actors.customerB.auth, productBody(SNAPFORM.name), key);
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: 'Idempotency-Key must be 1 to 100 visible characters',
      });
    }
  });

  it('answers a repeated Idempotency-Key with the first request, also when sent at once, and keeps one row', async () => {
    const customer = await sessionFor(t);
    const first = (await submit(customer.auth, productBody(SNAPFORM.name), 'submit-1').expect(201)).body;
    const again = (await submit(customer.auth, productBody(SNAPFORM.name), 'submit-1').expect(201)).body;
    expect(again).toEqual(first);

    await addToCart(t, customer.auth, HIREWIRE.name, 2);
    const body = cartBody([{ productName: HIREWIRE.name, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(customer.auth, body, 'submit-2')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers[0]!.body.id).not.toBe(first.id);
    // The cart is empty now, yet a retry of the first cart submit still answers its request.
    expect((await submit(customer.auth, body, 'submit-2').expect(201)).body.id).toBe(answers[0]!.body.id);
    expect(await orm().count(PurchaseRequest, { user: customer.user.id })).toBe(2);

    // Keys belong to their customer: another customer with the same key gets their own request.
    const other = (await submit(actors.customerB.auth, productBody(SNAPFORM.name), 'submit-1').expect(201)).body;
    expect(other.id).not.toBe(first.id);
  });

  it('answers 422 when an Idempotency-Key is reused with a different body, and still the first request for the same body', async () => {
    const customer = await sessionFor(t);
    const first = (await submit(customer.auth, productBody(SNAPFORM.name, 2), 'reuse-1').expect(201)).body;
    const reused = {
      statusCode: 422,
      error: 'Idempotency-Key was already used with a different request body. Use a new key for a new request.',
      message: 'Idempotency-Key was already used with a different request body. Use a new key for a new request.',
    };
    await submit(customer.auth, productBody(SNAPFORM.name, 3), 'reuse-1').expect(422, reused);
    await submit(customer.auth, productBody(HIREWIRE.name, 2), 'reuse-1').expect(422, reused);
    await submit(customer.auth, { ...productBody(SNAPFORM.name, 2), productType: 'tier' }, 'reuse-1').expect(422, reused);
    // The same fields in another order are the same body.
    const { productName, quantity, totalAmount, status, productType } = productBody(SNAPFORM.name, 2);
    expect((await submit(customer.auth, { status, totalAmount, quantity, productType, productName }, 'reuse-1').expect(201)).body).toEqual(
      first,
    );
    expect(await orm().count(PurchaseRequest, { user: customer.user.id })).toBe(1);
  });

  it("lists only the customer's own requests, newest first, with Content-Range", async () => {
    const { customerA, customerB } = actors;
    const response = await t.http.get('/api/purchase-requests').set(customerA.auth).expect(200);
    expect(response.body.length).toBeGreaterThanOrEqual(2);
    expect(response.body.every((request: { user: { id: number } }) => request.user.id === customerA.user.id)).toBe(true);
    const ids = response.body.map((request: { id: number }) => request.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(response.headers['content-range']).toBe(`purchase-requests 0-${ids.length - 1}/${ids.length}`);
    const theirs = (await t.http.get('/api/purchase-requests').set(customerB.auth).expect(200)).body.map(
      (request: { id: number }) => request.id,
    );
    expect(theirs.some((id: number) => ids.includes(id))).toBe(false);
    // Filters cannot widen a customer's scope.
    const widened = await t.http
      .get('/api/purchase-requests')
      .set(customerB.auth)
      .query({ filter: JSON.stringify({ userId: customerA.user.id }) })
      .expect(200);
    expect(widened.body).toEqual([]);
  });

  it('answers one request and its timeline to the owner and admins; another customer gets 404', async () => {
    const { customerA, customerB, admin } = actors;
    const [request] = (await t.http.get('/api/purchase-requests').set(customerA.auth).expect(200)).body;
    expect((await t.http.get(`/api/purchase-requests/${request.id}`).set(customerA.auth).expect(200)).body).toEqual(request);
    expect((await t.http.get(`/api/purchase-requests/${request.id}`).set(admin.auth).expect(200)).body).toEqual(request);
    expect((await t.http.get(`/api/purchase-requests/${request.id}/events`).set(admin.auth).expect(200)).body.length).toBeGreaterThan(0);
    for (const path of [
      `/api/purchase-requests/${request.id}`,
      `/api/purchase-requests/${request.id}/events`,
      '/api/purchase-requests/999999',
    ]) {
      const response = await t.http.get(path).set(customerB.auth);
      expect({ path, status: response.status, error: response.body.error }).toEqual({
        path,
        status: 404,
        error: 'Purchase request not found',
      });
    }
    for (const bad of ['abc', '0', '-3', '1.5']) {
      await t.http.get(`/api/purchase-requests/${bad}`).set(customerA.auth).expect(400);
      await t.http.get(`/api/purchase-requests/${bad}/events`).set(customerA.auth).expect(400);
    }
  });

  it("shows the owner staff's changes as the VOOSH team, never an admin's id, name or e-mail; admins still see who acted", async () => {
    const { customerA } = actors;
    // An admin without a name (their e-mail was their name on the timeline) and a named one.
    const unnamed = await sessionFor(t, 'ADMIN', { firstName: null, lastName: null });
    const named = await sessionFor(t, 'ADMIN', { firstName: 'Grace', lastName: 'Hopper' });
    const { body: request } = await submit(customerA.auth, productBody(SNAPFORM.name)).expect(201);
    await t.http
      .put(`/api/purchase-requests/${request.id}`)
      .set(unnamed.auth)
      .send({ status: 'approved', adminNotes: 'Call on Monday' })
      .expect(200);
    await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(named.auth)
      .send({ kind: 'deposit', method: 'bank_transfer' })
      .expect(201);
    type Actor = { id: number | null; name: string; role: string } | null;
    const timeline = async (auth: Auth) =>
      (await t.http.get(`/api/purchase-requests/${request.id}/events`).set(auth).expect(200)).body as { type: string; actor: Actor }[];

    const seenByOwner = await timeline(customerA.auth);
    const team = { id: null, name: STAFF_DISPLAY_NAME, role: 'ADMIN' };
    expect(seenByOwner.map((event) => [event.type, event.actor])).toEqual([
      ['created', { id: customerA.user.id, name: 'Test CUSTOMER', role: 'CUSTOMER' }],
      ['status_changed', team],
      ['notes_changed', team],
      ['payment_recorded', team],
      ['status_changed', team],
    ]);
    const ownerText = JSON.stringify(seenByOwner);
    for (const secret of [unnamed.user.email, named.user.email, 'Grace', 'Hopper']) expect(ownerText).not.toContain(secret);

    const seenByAdmin = await timeline(unnamed.auth);
    expect(seenByAdmin.map((event) => event.actor)).toEqual([
      { id: customerA.user.id, name: 'Test CUSTOMER', role: 'CUSTOMER' },
      { id: unnamed.user.id, name: unnamed.user.email, role: 'ADMIN' },
      { id: unnamed.user.id, name: unnamed.user.email, role: 'ADMIN' },
      { id: named.user.id, name: 'Grace Hopper', role: 'ADMIN' },
      { id: named.user.id, name: 'Grace Hopper', role: 'ADMIN' },
    ]);
  });
});
