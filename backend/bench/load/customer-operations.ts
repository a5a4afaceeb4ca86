import { QUANTITY_MAX } from '@voosh/shared';
import type { Customer } from './expectations';
import { pick, type ScenarioContext } from './context';

/**
 * The customers' operations: browsing (any customer, signed in, as the storefront sends its
 * token), cart changes and submits (one at a time per customer, so the run knows each cart's
 * contents: every cart answer is compared with them). Each resolves to whether it went as expected.
 */

interface CartAnswerLine {
  id: number;
  productName: string;
  quantity: number;
}

const SUBMIT = 'POST /api/purchase-requests';
/** Every this-many-th submit is sent a second time with the same key and body: the same request must answer. */
const REPLAY_EVERY = 4;

export class CustomerOperations {
  private browsed = 0;
  private submits = 0;

  constructor(private readonly c: ScenarioContext) {}

  /** A catalogue page, an arm, a product, a search or the exchange rates. */
  async browse(scheduledAt: number): Promise<boolean> {
    const { client, random, catalogue, customers } = this.c;
    const auth = customers[this.browsed++ % customers.length].session.auth;
    const draw = random();
    const [route, path] =
      draw < 0.3
        ? ['GET /api/arms', '/api/arms']
        : draw < 0.55
          ? ['GET /api/arms/{slug}', `/api/arms/${pick(random, catalogue.slugs)}`]
          : draw < 0.75
            ? ['GET /api/products/{id}', `/api/products/${pick(random, catalogue.productIds)}`]
            : draw < 0.8
              ? ['GET /api/products?q=', `/api/products?q=${encodeURIComponent(pick(random, ['desk', 'form', 'voice', 'hire']))}`]
              : ['GET /api/currency/rates', '/api/currency/rates'];
    return (
      (await client.call({ group: 'browse', route, method: 'GET', path, headers: auth, expect: 200, from: scheduledAt })) !== undefined
    );
  }

  /** Add (half), read, set a quantity or remove a line, as one idle customer. */
  async cart(scheduledAt: number): Promise<boolean> {
    const customer = await this.c.pool.acquire((candidate) => !candidate.uncertain);
    try {
      const draw = this.c.random();
      if (draw < 0.5 || customer.cart.size === 0) return await this.add(customer, scheduledAt);
      if (draw < 0.7) return await this.read(customer, scheduledAt);
      if (draw < 0.85) return await this.setQuantity(customer, scheduledAt);
      return await this.remove(customer, scheduledAt);
    } finally {
      this.c.pool.release(customer);
    }
  }

  /** Submits the cart of an idle customer (one with a filled cart when there is; otherwise adds a product first). */
  async submit(scheduledAt: number): Promise<boolean> {
    const { pool, client, expectations, runId } = this.c;
    const customer = await pool.acquire((candidate) => candidate.cart.size > 0 && !candidate.uncertain);
    try {
      let from: number | undefined = scheduledAt;
      if (customer.cart.size === 0) {
        if (!(await this.add(customer, scheduledAt))) return false;
        from = undefined;
      }
      const items = new Map([...customer.cart].map(([product, line]) => [product, line.quantity]));
      const key = `load-${runId}-${++this.submits}`;
      const body = {
        products: JSON.stringify([...items].map(([productName, quantity]) => ({ productName, quantity }))),
        totalAmount: '0',
        status: 'submitted',
      };
      const headers = { ...customer.session.auth, 'idempotency-key': key };
      const call = { group: 'submit', method: 'POST', path: '/api/purchase-requests', headers, body, expect: 201 } as const;
      const answer = await client.call({ ...call, route: SUBMIT, from });
      if (!answer) {
        customer.uncertain = true;
        return false;
      }
      const request = answer.body as { id: number; status: string; items: { productName: string; quantity: number }[] };
      // The request is made and the cart emptied in one transaction: both are now facts to check.
      expectations.cartChanges.push({ userId: customer.id, change: 'clear' });
      customer.cart.clear();
      const tracked = { id: request.id, owner: customer, key, items, status: 'submitted' as const, notes: null };
      expectations.requests.set(request.id, tracked);
      expectations.toApprove.push(tracked);
      let ok = this.same(
        SUBMIT,
        'submit',
        items,
        request.items.map((item) => [item.productName, item.quantity]),
      );
      if (this.submits % REPLAY_EVERY === 0) {
        const replay = await client.call({ ...call, route: `${SUBMIT} (same Idempotency-Key again)` });
        expectations.replays += 1;
        const replayed = (replay?.body as { id?: number } | undefined)?.id;
        if (replay && replayed !== request.id) {
          this.c.recorder.fail('submit', SUBMIT, 'answer', `a repeated key answered request ${replayed}, not ${request.id}`);
        }
        ok = ok && replayed === request.id;
      }
      return ok;
    } finally {
      pool.release(customer);
    }
  }

  private async add(customer: Customer, from: number): Promise<boolean> {
    const { random, catalogue, client, expectations } = this.c;
    const product = pick(random, catalogue.orderable);
    const before = customer.cart.get(product)?.quantity ?? 0;
    const quantity = Math.min(1 + Math.floor(random() * 3), QUANTITY_MAX - before);
    if (quantity < 1) return this.setQuantity(customer, from, product);
    const answer = await client.call({
      group: 'cart',
      route: 'POST /api/cart',
      method: 'POST',
      path: '/api/cart',
      headers: customer.session.auth,
      body: { productName: product, quantity, price: '0' },
      expect: 201,
      from,
    });
    if (!answer) return this.unsure(customer);
    const line = answer.body as CartAnswerLine;
    expectations.cartChanges.push({ userId: customer.id, change: 'add', product, quantity });
    customer.cart.set(product, { id: line.id, quantity: before + quantity });
    return this.same('POST /api/cart', 'cart', new Map([[product, before + quantity]]), [[line.productName, line.quantity]]);
  }

  private async read(customer: Customer, from: number): Promise<boolean> {
    const answer = await this.c.client.call({
      group: 'cart',
      route: 'GET /api/cart',
      method: 'GET',
      path: '/api/cart',
      headers: customer.session.auth,
      expect: 200,
      from,
    });
    if (!answer) return false;
    const lines = answer.body as CartAnswerLine[];
    const expected = new Map([...customer.cart].map(([product, line]) => [product, line.quantity]));
    return this.same(
      'GET /api/cart',
      'cart',
      expected,
      lines.map((line) => [line.productName, line.quantity]),
    );
  }

  private async setQuantity(customer: Customer, from: number, product = pick(this.c.random, [...customer.cart.keys()])): Promise<boolean> {
    const line = customer.cart.get(product)!;
    const quantity = 1 + Math.floor(this.c.random() * 5);
    const answer = await this.c.client.call({
      group: 'cart',
      route: 'PUT /api/cart/{id}',
      method: 'PUT',
      path: `/api/cart/${line.id}`,
      headers: customer.session.auth,
      body: { quantity },
      expect: 200,
      from,
    });
    if (!answer) return this.unsure(customer);
    this.c.expectations.cartChanges.push({ userId: customer.id, change: 'set', product, quantity });
    line.quantity = quantity;
    return this.same('PUT /api/cart/{id}', 'cart', new Map([[product, quantity]]), [
      [(answer.body as CartAnswerLine).productName, (answer.body as CartAnswerLine).quantity],
    ]);
  }

  private async remove(customer: Customer, from: number): Promise<boolean> {
    const product = pick(this.c.random, [...customer.cart.keys()]);
    const line = customer.cart.get(product)!;
    const answer = await this.c.client.call({
      group: 'cart',
      route: 'DELETE /api/cart/{id}',
      method: 'DELETE',
      path: `/api/cart/${line.id}`,
      headers: customer.session.auth,
      expect: 200,
      from,
    });
    if (!answer) return this.unsure(customer);
    this.c.expectations.cartChanges.push({ userId: customer.id, change: 'remove', product });
    customer.cart.delete(product);
    return this.same('DELETE /api/cart/{id}', 'cart', new Map([[product, line.quantity]]), [
      [(answer.body as CartAnswerLine).productName, (answer.body as CartAnswerLine).quantity],
    ]);
  }

  /** A cart change without the expected answer: its outcome is unknown, so its cart is left out of the comparison. */
  private unsure(customer: Customer): false {
    customer.uncertain = true;
    return false;
  }

  /** Whether an answer's lines are the expected ones (a failure recorded when not). */
  private same(route: string, group: string, expected: ReadonlyMap<string, number>, lines: [string, number][]): boolean {
    const answered = new Map(lines);
    const equal = answered.size === expected.size && [...expected].every(([product, quantity]) => answered.get(product) === quantity);
    if (!equal) {
      const show = (map: ReadonlyMap<string, number>) => JSON.stringify(Object.fromEntries(map));
      this.c.recorder.fail(group, route, 'answer', `expected ${show(expected)}, answered ${show(answered)}`);
    }
    return equal;
  }
}
