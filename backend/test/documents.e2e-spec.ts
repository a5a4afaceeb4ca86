import { EntityManager } from '@mikro-orm/postgresql';
import { BRAND, PAYMENT_TERMS, QUOTE_VALID_DAYS } from '@voosh/shared';
import { takeDocumentNumber } from '../src/documents/document-numbers';
import { DOCUMENT_NOT_FOUND } from '../src/documents/documents.service';
import { sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { withAppAndActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import { asBytes, pdfText } from './support/pdf-text';
import type { TestApp } from './support/test-app';

type Auth = Record<string, string>;
interface DocumentAnswer {
  id: number;
  requestId: number;
  kind: string;
  number: string;
  issuedAt: string;
  supersededAt: string | null;
  amountCents: number;
}

const QUOTE_NUMBER = /^Q-(\d{4})-(\d{5})$/;

/** Issue 15 §2: the documents of a purchase request (quotes so far), numbered without gaps and drawn as PDFs. */
describe('Documents of purchase requests', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const submit = async (auth: Auth, quantity = 2) =>
    (
      await t.http
        .post('/api/purchase-requests')
        .set(auth)
        .send({ productName: SNAPFORM.name, quantity, status: 'submitted', productType: 'arm' })
        .expect(201)
    ).body as { id: number };
  const documents = async (id: number, auth: Auth = actors.customerA.auth) =>
    (await t.http.get(`/api/purchase-requests/${id}/documents`).set(auth).expect(200)).body as DocumentAnswer[];
  const pdf = (id: number, documentId: number, auth: Auth = actors.customerA.auth) =>
    asBytes(t.http.get(`/api/purchase-requests/${id}/documents/${documentId}/pdf`).set(auth));

  it('issues a quote when a request is submitted, as a PDF with its number, lines, amounts and terms, the same bytes every time', async () => {
    const request = await submit(actors.customerA.auth);
    const [quote, ...others] = await documents(request.id);
    expect(others).toEqual([]);
    expect(quote).toMatchObject({ requestId: request.id, kind: 'quote', supersededAt: null, amountCents: 75000 });
    expect(quote!.number).toMatch(QUOTE_NUMBER);
    expect(Number(QUOTE_NUMBER.exec(quote!.number)![1])).toBe(new Date(quote!.issuedAt).getUTCFullYear());

    const first = await pdf(request.id, quote!.id).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${quote!.number}.pdf"`);
    const bytes = first.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(((await pdf(request.id, quote!.id).expect(200)).body as Buffer).equals(bytes)).toBe(true);

    const text = await pdfText(bytes);
    const validUntil = new Date(Date.parse(quote!.issuedAt) + QUOTE_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
    for (const expected of [
      BRAND,
      `Quote ${quote!.number}`,
      `Purchase request: #${request.id}`,
      `Valid until: ${validUntil}`,
      actors.customerA.user.email,
      'SnapForm',
      '$500',
      '$250',
      'Amount due (USD)',
      '$750',
      PAYMENT_TERMS[0]!,
    ]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
  });

  it('supersedes the quote when an admin adjusts the amount, and keeps the old PDF as it was', async () => {
    const request = await submit(actors.customerA.auth);
    const [old] = await documents(request.id);
    const before = (await pdf(request.id, old!.id).expect(200)).body as Buffer;

    await t.http.put(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).send({ adminNotes: 'Looked at it' }).expect(200);
    expect(await documents(request.id)).toHaveLength(1);
    await t.http.put(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).send({ adminAdjustedAmount: 612.5 }).expect(200);

    const [superseded, current, ...others] = await documents(request.id);
    expect(others).toEqual([]);
    expect(superseded).toMatchObject({ id: old!.id, number: old!.number, amountCents: 75000 });
    expect(superseded!.supersededAt).not.toBeNull();
    expect(current).toMatchObject({ kind: 'quote', supersededAt: null, amountCents: 61250 });
    expect(((await pdf(request.id, old!.id).expect(200)).body as Buffer).equals(before)).toBe(true);
    const text = await pdfText((await pdf(request.id, current!.id).expect(200)).body as Buffer);
    expect(text).toContain(`Amount set by ${BRAND}`);
    expect(text).toContain('$612.50');
    // The admin sees the same documents.
    expect(await documents(request.id, actors.admin.auth)).toEqual([superseded, current]);
  });

  it("answers 404 for another customer's request or document, 401 without a session and 400 for a bad id", async () => {
    const request = await submit(actors.customerA.auth);
    const [quote] = await documents(request.id);
    const other = await submit(actors.customerB.auth);
    const [otherQuote] = await documents(other.id, actors.customerB.auth);

    // The PDF route's answers arrive as bytes (see pdf): an error is JSON in them.
    const answerOf = (body: unknown) => (Buffer.isBuffer(body) ? JSON.parse(body.toString()) : body);
    for (const call of [
      t.http.get(`/api/purchase-requests/${request.id}/documents`).set(actors.customerB.auth),
      pdf(request.id, quote!.id, actors.customerB.auth),
      t.http.get('/api/purchase-requests/999999/documents').set(actors.admin.auth),
    ]) {
      expect(answerOf((await call.expect(404)).body)).toMatchObject({ statusCode: 404, message: 'Purchase request not found' });
    }
    // A document of another request, through one's own request.
    expect(answerOf((await pdf(request.id, otherQuote!.id).expect(404)).body)).toMatchObject({
      statusCode: 404,
      message: DOCUMENT_NOT_FOUND,
    });
    await t.http.get(`/api/purchase-requests/${request.id}/documents`).expect(401);
    await t.http.get(`/api/purchase-requests/${request.id}/documents/${quote!.id}/pdf`).expect(401);
    await t.http.get('/api/purchase-requests/abc/documents').set(actors.customerA.auth).expect(400);
    await pdf(request.id, 0).expect(400);
  });

  it('numbers 20 quotes submitted at once without a gap or a repeat, and gives back a number taken by a transaction that rolled back', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => sessionFor(t)));
    const requests = await Promise.all(customers.map((customer) => submit(customer.auth, 1)));
    const numbers = (
      await Promise.all(requests.map(async (request, index) => (await documents(request.id, customers[index]!.auth))[0]!.number))
    ).map((number) => Number(QUOTE_NUMBER.exec(number)![2]));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, index) => sorted[0]! + index));

    const em = t.app.get(EntityManager).fork();
    const now = new Date();
    await expect(
      em.transactional(async (tx) => {
        await takeDocumentNumber(tx, 'quote', now);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = (await submit((await sessionFor(t)).auth, 1)).id;
    const [quote] = await documents(next, actors.admin.auth);
    expect(Number(QUOTE_NUMBER.exec(quote!.number)![2])).toBe(sorted.at(-1)! + 1);
  });
});
