import { REQUEST_REFERENCE_KEYS, REQUEST_REFERENCES, type RequestReferenceKey } from '@voosh/shared';
import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { addToCart, SNAPFORM } from './support/commerce';
import { parseCsv } from './support/csv';
import { asBytes, pdfText } from './support/pdf-text';
import type { TestApp } from './support/test-app';

type Auth = Record<string, string>;
interface RequestAnswer extends Record<RequestReferenceKey, string | null> {
  id: number;
}

/**
 * Every reference of REQUEST_REFERENCES (a PO number, ...) through every place the list promises:
 * the cart's body, the answers, the list, the admin's edit and its timeline entry, the CSV export
 * and the documents. A reference added to the list is tested here with nothing else to write.
 */
describe("The buyer's references on a purchase request", () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  /** Adds a SnapForm to the cart and submits the cart with `references`, expecting `status`. */
  const cartRequest = async (auth: Auth, references: Record<string, unknown>, status: number) => {
    const { quantity } = await addToCart(t, auth, SNAPFORM.name);
    const products = JSON.stringify([{ productName: SNAPFORM.name, quantity, price: 1, setupPrice: 1 }]);
    return t.http
      .post('/api/purchase-requests')
      .set(auth)
      .send({ products, totalAmount: '1', status: 'submitted', ...references })
      .expect(status);
  };
  const adminEdit = (id: number, body: Record<string, unknown>) =>
    t.http.put(`/api/purchase-requests/${id}`).set(actors.admin.auth).send(body);

  it.each(REQUEST_REFERENCE_KEYS)(
    '%s: sent with the cart (trimmed), answered by GET and the list, printed on the quote, exported, and edited by an admin on the timeline',
    async (key) => {
      const { label } = REQUEST_REFERENCES[key];
      const customer = await sessionFor(t);
      const created = (await cartRequest(customer.auth, { [key]: '  REF-1001  ' }, 201)).body as RequestAnswer;
      expect(created[key]).toBe('REF-1001');
      expect(((await t.http.get(`/api/purchase-requests/${created.id}`).set(customer.auth).expect(200)).body as RequestAnswer)[key]).toBe(
        'REF-1001',
      );
      const listed = (await t.http.get('/api/purchase-requests').set(customer.auth).expect(200)).body as RequestAnswer[];
      expect(listed.find((request) => request.id === created.id)?.[key]).toBe('REF-1001');

      const [quote] = (await t.http.get(`/api/purchase-requests/${created.id}/documents`).set(customer.auth).expect(200)).body as {
        id: number;
      }[];
      const quoteText = await pdfText(
        (await asBytes(t.http.get(`/api/purchase-requests/${created.id}/documents/${quote!.id}/pdf`).set(customer.auth)).expect(200))
          .body as Buffer,
      );
      expect(quoteText).toContain(`${label}: REF-1001`);

      expect(((await adminEdit(created.id, { [key]: ' REF-2002 ' }).expect(200)).body as RequestAnswer)[key]).toBe('REF-2002');
      const events = (await t.http.get(`/api/purchase-requests/${created.id}/events`).set(customer.auth).expect(200)).body as {
        type: string;
        before: unknown;
        after: unknown;
      }[];
      expect(events.filter((event) => event.type === 'reference_changed')).toEqual([
        expect.objectContaining({ before: { [key]: 'REF-1001' }, after: { [key]: 'REF-2002' } }),
      ]);

      const csv = parseCsv((await t.http.get('/api/admin/exports/purchase-requests').set(actors.admin.auth).expect(200)).text);
      const column = csv[0]!.indexOf(key);
      expect(column).toBeGreaterThan(0);
      expect(csv.find((row) => row[0] === String(created.id))?.[column]).toBe('REF-2002');

      expect(((await adminEdit(created.id, { [key]: '' }).expect(200)).body as RequestAnswer)[key]).toBeNull();
      // Without the reference the request is as before: no line on its documents, null in the answer.
      const plain = (await cartRequest(customer.auth, {}, 201)).body as RequestAnswer;
      expect(plain[key]).toBeNull();
    },
  );

  it.each(REQUEST_REFERENCE_KEYS)(
    '%s: a 400 naming it beyond its limit or when not text, from the cart and from the console',
    async (key) => {
      const { max } = REQUEST_REFERENCES[key];
      const customer = await sessionFor(t);
      for (const [value, error] of [
        ['x'.repeat(max + 1), `${key} must be at most ${max} characters`],
        [42, `${key} must be text`],
      ] as const) {
        expect((await cartRequest(customer.auth, { [key]: value }, 400)).body.error).toBe(error);
      }
      const created = (await cartRequest(customer.auth, { [key]: 'x'.repeat(max) }, 201)).body as RequestAnswer;
      expect((await adminEdit(created.id, { [key]: 'y'.repeat(max + 1) }).expect(400)).body.error).toBe(
        `${key} must be at most ${max} characters`,
      );
      await t.http
        .put(`/api/purchase-requests/${created.id}`)
        .set(customer.auth)
        .send({ [key]: 'mine' })
        .expect(403);
    },
  );
});
