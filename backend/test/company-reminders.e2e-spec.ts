import { Webhook } from 'standardwebhooks';
import { InvoiceRemindersService } from '../src/documents/invoice-reminders.service';
import { PlanCharge } from '../src/plans/entities/plan-charge.entity';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { PASSWORD, withPassword } from './support/accounts';
import { SNAPFORM } from './support/commerce';
import { insertPlan, insertPurchaseRequest } from './support/commerce-rows';
import { adminUpdate, companyWith, withCompanyApp } from './support/companies';
import { eventually } from './support/eventually';
import { plainTextOf } from './support/mime';
import { outboxSettled } from './support/outbox';
import { type PaymentsTestApp } from './support/payments';
import { startWebhookReceiver } from './support/webhook-receiver';

interface Invoice {
  id: number;
  number: string;
  kind: string;
  paymentKind: string;
  dueDate: string | null;
}
const DAY_MS = 86_400_000;

/**
 * An open invoice under a company's payment terms reminds the company's finance members (and
 * owners) 3 days before its due date, on it, and 7 and 14 days after, each reminder once whatever
 * the runs or instances; once past its due date it is overdue (the `invoice.overdue` webhook,
 * once). The job is given its day (a fake clock), so no test waits for a date.
 */
describe('Reminders of invoices falling due under payment terms', () => {
  let p: PaymentsTestApp;
  let admin: Awaited<ReturnType<typeof withPassword>>;
  withCompanyApp((app, staff) => {
    p = app;
    admin = staff;
  });

  const http = () => p.t.http;
  const adminPut = (id: number, body: object) => adminUpdate(p.t, admin, id, body).expect(200);
  const record = (id: number, kind: 'deposit' | 'final') =>
    http().post(`/api/purchase-requests/${id}/payments`).set(admin.auth).send({ kind, method: 'cash' }).expect(201);
  /** The reminders job, run as on `day` (days from the invoice's due date) at noon UTC. */
  const remindOn = (invoice: Invoice, day: number) =>
    p.t.app.get(InvoiceRemindersService).remindDue(new Date(Date.parse(invoice.dueDate!) + day * DAY_MS + DAY_MS / 2));
  const remindersOf = async (invoice: Invoice) =>
    (
      await p.t
        .em()
        .getConnection()
        .execute<{ stage: string }[]>(`select stage from invoice_reminders where document_id = ? order by sent_at, stage`, [invoice.id])
    ).map((row) => row.stage);
  const mailsAbout = async (email: string, invoice: Invoice) => {
    await outboxSettled(p.t);
    return p.smtp.mails
      .filter((mail) => mail.to.includes(email))
      .map((mail) => plainTextOf(mail.raw))
      .filter((text) => text.includes(`Invoice ${invoice.number} to`));
  };

  /** A company on net-30 terms whose buyer's request is complete, its deposit paid: its final invoice is due in 30 days. */
  async function finalInvoiceOnNet30() {
    const company = await companyWith(p.t, 'buyer', 'finance', 'approver');
    await http().put(`/api/admin/companies/${company.companyId}`).set(admin.auth).send({ paymentTermsDays: 30 }).expect(200);
    const [buyer] = company.members;
    const { body: placed } = await http()
      .post('/api/purchase-requests')
      .set(buyer!.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    for (const status of ['under_review', 'approved']) await adminPut(placed.id, { status });
    await record(placed.id, 'deposit');
    for (const status of ['in_progress', 'completed']) await adminPut(placed.id, { status });
    const documents: Invoice[] = (await http().get(`/api/purchase-requests/${placed.id}/documents`).set(buyer!.auth).expect(200)).body;
    const invoice = documents.find((document) => document.kind === 'invoice' && document.paymentKind === 'final')!;
    expect(invoice.dueDate).toBe(new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10));
    return { ...company, requestId: placed.id as number, invoice };
  }

  it('reminds finance and owners before, on, 7 and 14 days after the due date, each once, and tells webhooks once that it is overdue', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { body: endpoint } = await http()
        .post('/api/admin/webhook-endpoints')
        .set(admin.auth)
        .send({ currentPassword: PASSWORD, url: receiver.url('/overdue'), eventTypes: ['invoice.overdue'] })
        .expect(201);
      const { owner, members, invoice } = await finalInvoiceOnNet30();
      const [buyer, finance, approver] = members;

      await remindOn(invoice, -4);
      expect(await remindersOf(invoice)).toEqual([]);
      await remindOn(invoice, -3);
      await remindOn(invoice, -3);
      await remindOn(invoice, -1);
      expect(await remindersOf(invoice)).toEqual(['due_soon']);
      await remindOn(invoice, 0);
      expect(await remindersOf(invoice)).toEqual(['due_soon', 'due_today']);
      // The day after: overdue, told to webhooks; the next reminder is at 7 days.
      await remindOn(invoice, 1);
      await remindOn(invoice, 6);
      expect(await remindersOf(invoice)).toEqual(['due_soon', 'due_today', 'overdue']);
      // Two runs at once (two instances): one reminder.
      await Promise.all([remindOn(invoice, 7), remindOn(invoice, 7)]);
      await remindOn(invoice, 14);
      await remindOn(invoice, 40);
      expect(await remindersOf(invoice)).toEqual(['due_soon', 'due_today', 'overdue', 'overdue_7', 'overdue_14']);

      for (const told of [finance!, owner]) {
        const mails = await mailsAbout(told.user.email, invoice);
        expect(mails.map((mail) => mail.match(/ (is due on \S+|is due today|was due on \S+ and is overdue):/)?.[1]).sort()).toEqual(
          [
            // Sent by the outbox, whose mails may reach the server in any order: each once.
            `is due on ${invoice.dueDate}`,
            'is due today',
            `was due on ${invoice.dueDate} and is overdue`,
            `was due on ${invoice.dueDate} and is overdue`,
          ].sort(),
        );
        expect(mails[0]).toContain('$187.50');
      }
      for (const untold of [buyer!, approver!]) expect(await mailsAbout(untold.user.email, invoice)).toEqual([]);

      const verifier = new Webhook(endpoint.secret);
      const overdue = await eventually(() => {
        if (receiver.received.length === 0) throw new Error('no webhook yet');
        return receiver.received.map(
          (request) => verifier.verify(request.body, request.headers as Record<string, string>) as { type: string; data: Invoice },
        );
      });
      expect(overdue).toEqual([
        expect.objectContaining({
          type: 'invoice.overdue',
          data: expect.objectContaining({ number: invoice.number, dueDate: invoice.dueDate }),
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('reminds nobody of a paid invoice, and after days without a run sends only the reminder owed that day', async () => {
    const paid = await finalInvoiceOnNet30();
    await record(paid.requestId, 'final');
    for (const day of [-3, 0, 7, 14]) await remindOn(paid.invoice, day);
    expect(await remindersOf(paid.invoice)).toEqual([]);

    const late = await finalInvoiceOnNet30();
    await remindOn(late.invoice, 9);
    expect((await remindersOf(late.invoice)).sort()).toEqual(['overdue', 'overdue_7']);
    expect(await mailsAbout(late.members[1]!.user.email, late.invoice)).toEqual([expect.stringContaining('is overdue')]);
  });

  it("reminds of an invoice plan's month under the company's terms until the month is recorded paid", async () => {
    const { members, companyId } = await companyWith(p.t, 'buyer', 'finance');
    await http().put(`/api/admin/companies/${companyId}`).set(admin.auth).send({ paymentTermsDays: 15 }).expect(200);
    const completed = await insertPurchaseRequest(p.t, members[0]!.user, {
      status: 'completed',
      items: [
        { productName: SNAPFORM.name, armName: 'VOOSHDesk', quantity: 1, unitSetupCents: 0, unitMonthlyCents: SNAPFORM.monthlyCents },
      ],
    });
    const plan = await insertPlan(p.t, completed, {});
    await p.t.app.get(PlanInvoicingService).invoiceDue(new Date(plan.currentPeriodEnd.getTime() + 60_000));
    const documents: Invoice[] = (await http().get(`/api/purchase-requests/${plan.request.id}/documents`).set(members[1]!.auth).expect(200))
      .body;
    const month = documents.find((document) => document.kind === 'invoice' && document.paymentKind === 'monthly')!;
    expect(month.dueDate).not.toBeNull();
    await remindOn(month, 0);
    expect(await remindersOf(month)).toEqual(['due_today']);
    const charge = await p.t.em().findOneOrFail(PlanCharge, { plan: plan.id });
    await http().post(`/api/admin/plan-charges/${charge.id}/payments`).set(admin.auth).send({ method: 'cash' }).expect(200);
    await remindOn(month, 7);
    expect(await remindersOf(month)).toEqual(['due_today']);
  });
});
