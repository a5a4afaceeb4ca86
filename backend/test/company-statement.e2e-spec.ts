import { STATEMENT_TITLE, statementAdjustmentText } from '@voosh/shared';
import { StatementService } from '../src/statements/statement.service';
import { withPassword } from './support/accounts';
import { adminUpdate, companyWith, placeSnapForm, withCompanyApp } from './support/companies';
import { type PaymentsTestApp } from './support/payments';

type Auth = Record<string, string>;
const DAY_MS = 86_400_000;
/** SnapForm x1: $375 ($250 setup + $125 a month), so a deposit or a final payment is $187.50. */
const HALF = 18_750;

/**
 * A company's statement of account: every invoice, payment and refund of its requests with a
 * running balance, a denied request's leftover taken off, and the ageing of its open invoices;
 * read by its finance members and owners (never another company's), by the console, as JSON, CSV and PDF.
 */
describe("A company's statement of account", () => {
  let p: PaymentsTestApp;
  let admin: Awaited<ReturnType<typeof withPassword>>;
  withCompanyApp((app, staff) => {
    p = app;
    admin = staff;
  });

  const http = () => p.t.http;
  const adminPut = (id: number, body: object) => adminUpdate(p.t, admin, id, body).expect(200);
  const record = async (id: number, kind: 'deposit' | 'final') =>
    (await http().post(`/api/purchase-requests/${id}/payments`).set(admin.auth).send({ kind, method: 'cash' }).expect(201)).body;
  const place = async (auth: Auth, poNumber: string) => (await placeSnapForm(p.t, auth, { poNumber }).expect(201)).body as { id: number };
  const statementOf = async (auth: Auth) => (await http().get('/api/company/statement').set(auth).expect(200)).body;

  it('lists invoices, payments and refunds with a running balance, takes a denied request off, and ages the open invoices', async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'buyer', 'finance', 'approver');
    const [buyer, finance, approver] = members;
    await http().put(`/api/admin/companies/${companyId}`).set(admin.auth).send({ paymentTermsDays: 30 }).expect(200);

    const done = await place(buyer!.auth, 'PO-1001');
    for (const status of ['under_review', 'approved']) await adminPut(done.id, { status });
    const deposit = await record(done.id, 'deposit');
    await http().post(`/api/payments/${deposit.id}/refund`).set(admin.auth).send({ amountCents: 5_000, reason: 'Goodwill' }).expect(200);
    for (const status of ['in_progress', 'completed']) await adminPut(done.id, { status });
    const denied = await place(buyer!.auth, 'PO-1002');
    for (const status of ['under_review', 'approved', 'denied']) await adminPut(denied.id, { status });

    const statement = await statementOf(finance!.auth);
    const dueDate = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    expect(statement).toMatchObject({ companyId, asOf: new Date().toISOString().slice(0, 10) });
    expect(
      statement.entries.map((entry: Record<string, unknown>) => [
        entry.kind,
        entry.requestId,
        entry.poNumber,
        entry.chargeCents,
        entry.creditCents,
        entry.balanceCents,
      ]),
    ).toEqual([
      ['invoice', done.id, 'PO-1001', HALF, 0, HALF],
      ['payment', done.id, 'PO-1001', 0, HALF, 0],
      ['refund', done.id, 'PO-1001', 5_000, 5_000, 0],
      ...statement.entries.slice(3, -3).map(() => expect.anything()),
      ['invoice', done.id, 'PO-1001', expect.any(Number), 0, expect.any(Number)],
      ['invoice', denied.id, 'PO-1002', HALF, 0, expect.any(Number)],
      ['adjustment', denied.id, 'PO-1002', 0, HALF, statement.balanceCents],
    ]);
    const final = statement.entries.find((entry: { dueDate: string | null }) => entry.dueDate === dueDate);
    expect(final).toMatchObject({ kind: 'invoice', description: `Final Payment, due by ${dueDate}` });
    expect(statement.entries.at(-1).description).toBe(statementAdjustmentText(denied.id));
    expect(statement.balanceCents).toBe(final.chargeCents);
    expect(statement.ageing).toEqual({ current: final.chargeCents, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0 });
    expect(statement).toMatchObject({ openInvoicesCents: final.chargeCents, overdueCents: 0 });

    // 45 days on, the final invoice is 15 days past its due date; 95 days past, over 90.
    const later = await p.t.app.get(StatementService).of(companyId, new Date(Date.parse(dueDate) + 15 * DAY_MS));
    expect(later.ageing).toMatchObject({ current: 0, days1To30: final.chargeCents });
    expect(later.overdueCents).toBe(final.chargeCents);
    const muchLater = await p.t.app.get(StatementService).of(companyId, new Date(Date.parse(dueDate) + 95 * DAY_MS));
    expect(muchLater.ageing).toMatchObject({ days1To30: 0, over90: final.chargeCents });

    // Owners read it too, and the console, the same; buyers, approvers and staff on the customer route may not.
    expect(await statementOf(owner.auth)).toEqual(statement);
    expect((await http().get(`/api/admin/companies/${companyId}/statement`).set(admin.auth).expect(200)).body).toEqual(statement);
    for (const refused of [buyer!, approver!]) {
      expect((await http().get('/api/company/statement').set(refused.auth).expect(403)).body.type).toBe('company_role');
    }
    await http().get('/api/company/statement').set(admin.auth).expect(403);
    await http().get('/api/company/statement').expect(401);
    await http().get('/api/admin/companies/999999/statement').set(admin.auth).expect(404);
    await http().get(`/api/admin/companies/${companyId}/statement`).set(finance!.auth).expect(403);

    // Another company's owner reads only their own, empty, statement.
    const other = await companyWith(p.t);
    expect(await statementOf(other.owner.auth)).toMatchObject({ companyId: other.companyId, entries: [], balanceCents: 0 });
  });

  it('downloads the statement as CSV and PDF, for the member and in the console', async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'buyer');
    const placed = await place(members[0]!.auth, 'PO-2001');
    for (const status of ['under_review', 'approved']) await adminPut(placed.id, { status });
    for (const [path, auth] of [
      ['/api/company/statement', owner.auth],
      [`/api/admin/companies/${companyId}/statement`, admin.auth],
    ] as const) {
      const csv = await http().get(`${path}/csv`).set(auth).buffer(true).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="statement-${companyId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('date,type,document,request,poNumber,description,dueDate,charge,credit,balance');
      expect(lines[1]).toMatch(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2},Invoice,INV-\\S+,${placed.id},PO-2001,50% Deposit,,187\\.50,0\\.00,187\\.50$`),
      );
      expect(lines).toContain('balance,187.50');
      expect(lines).toContain('open invoices: Current,187.50');

      const pdf = await http()
        .get(`${path}/pdf`)
        .set(auth)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect((pdf.body as Buffer).toString('latin1')).toContain(STATEMENT_TITLE);
    }
  });
});
