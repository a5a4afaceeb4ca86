// @test-pass direct: the migrations against the entities; it starts no app
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config';
import { Payment } from '../src/payments/entities/payment.entity';
import { PaymentRefund } from '../src/payments/entities/payment-refund.entity';
import { PlanChargeRefund } from '../src/plans/entities/plan-charge-refund.entity';
import { PlanCharge } from '../src/plans/entities/plan-charge.entity';
import { Plan } from '../src/plans/entities/plan.entity';
import { PurchaseRequestEvent } from '../src/purchase-requests/entities/purchase-request-event.entity';
import { PurchaseRequest } from '../src/purchase-requests/entities/purchase-request.entity';
import { User } from '../src/users/entities/user.entity';
import { CompanyMember } from '../src/companies/entities/company-member.entity';
import { Role } from '@voosh/shared';
import { createTestDatabase } from './support/test-database';

/**
 * The migrations and the entities describe one schema: an entity change without its migration
 * (an index, a column, a constraint) shows up here as SQL MikroORM would still have to run.
 */
describe('database migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormConfig(database.url));
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('leave nothing for the entities to change in the migrated schema', async () => {
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });

  it('run down and up again, the last five of them, to the same schema', async () => {
    const migrator = orm.migrator;
    const applied = await migrator.getExecuted();
    // Down to `to`, which stays applied.
    await migrator.down({ to: applied.at(-6)!.name });
    expect(await migrator.getPending()).toHaveLength(5);
    await migrator.up();
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });

  it('keep every payment, month and refund when money taken got one shape', async () => {
    const em = orm.em.fork();
    const user = em.create(User, { email: 'kept@example.com' });
    const request = em.create(PurchaseRequest, { user, source: 'cart', setupCents: 30000, monthlyCents: 2000, totalCents: 32000 });
    const charged = { amountUsdCents: 16000, currency: 'JMD' as const, amountMinor: 2_512_000, rate: 157, refundedUsdCents: 1500 };
    const payment = em.create(Payment, { request, kind: 'deposit', method: 'card', status: 'succeeded', charged });
    const plan = em.create(Plan, {
      request,
      user,
      billing: 'invoice',
      currency: 'USD',
      rate: 1,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(),
    });
    const month = em.create(PlanCharge, {
      plan,
      periodStart: new Date(),
      periodEnd: new Date(),
      lines: [],
      charged: { amountUsdCents: 2000, currency: 'USD', amountMinor: 2000, rate: 1, refundedUsdCents: 700, refundedMinor: 700 },
      status: 'paid',
      paidAt: new Date('2026-11-02T10:00:00Z'),
      dueAt: new Date(),
    });
    await em.flush();
    em.create(PaymentRefund, { payment, amountUsdCents: 1000, amountMinor: 157_000, reason: 'Goodwill' });
    em.create(PaymentRefund, { payment, amountUsdCents: 500, amountMinor: 78_500, reason: 'Again', stripeRefundId: 're_kept' });
    const recordedAt = new Date('2026-11-01T09:00:00Z');
    em.create(PurchaseRequestEvent, { request, type: 'payment_recorded', after: { paymentId: payment.id }, createdAt: recordedAt });
    for (const [refundUsdCents, reason] of [
      [300, 'Outage'],
      [400, "Refunded in Stripe's dashboard"],
    ] as const)
      em.create(PurchaseRequestEvent, {
        request,
        type: 'plan_month_refunded',
        after: { chargeId: month.id, refundUsdCents, refundMinor: refundUsdCents, reason },
      });
    await em.flush();

    const migrator = orm.migrator;
    // Down to the migration before the one under test, which stays applied.
    const executed = (await migrator.getExecuted()).map((migration) => migration.name);
    await migrator.down({ to: executed[executed.indexOf('Migration20261205090000_charged_amounts') - 1]! });
    await migrator.up();

    const kept = await orm.em.fork().findOneOrFail(Payment, payment.id);
    expect([kept.charged.refundedMinor, kept.paidAt]).toEqual([157_000 + 78_500, recordedAt]);
    const monthRefunds = await orm.em.fork().find(PlanChargeRefund, { planCharge: month.id }, { orderBy: { id: 'asc' } });
    expect(monthRefunds.map((row) => [row.amountUsdCents, row.amountMinor, row.reason])).toEqual([
      [300, 300, 'Outage'],
      [400, 400, "Refunded in Stripe's dashboard"],
    ]);
    const received = await orm.em
      .fork()
      .execute(`select source, received_usd_cents - refunded_usd_cents as net from money_received where request_id = ? order by source`, [
        request.id,
      ]);
    expect(received.map((row) => [row.source, Number(row.net)])).toEqual([
      ['payment', 16000 - 1500],
      ['plan_month', 2000 - 700],
    ]);
    const refunded = await orm.em
      .fork()
      .execute(`select count(*)::int as count, sum(refunded_usd_cents)::int as cents from money_refunded where request_id = ?`, [
        request.id,
      ]);
    expect(refunded).toEqual([{ count: 4, cents: 1500 + 700 }]);
  });

  it("give payments already booked towards taxed requests their receipts' tax, their refunds its share, and the request its country", async () => {
    const em = orm.em.fork();
    const user = em.create(User, { email: 'taxed@example.com', billingCountry: 'JM' });
    // $1,000 at 15%: $1,150 due, a $575 deposit holding $75 of GCT.
    const request = em.create(PurchaseRequest, {
      user,
      source: 'cart',
      setupCents: 100_000,
      monthlyCents: 0,
      totalCents: 100_000,
      taxTreatment: 'standard',
      taxRateName: 'GCT',
      taxThousandths: 15_000,
    });
    const charged = {
      amountUsdCents: 57_500,
      currency: 'USD' as const,
      amountMinor: 57_500,
      rate: 1,
      refundedUsdCents: 57_500,
      refundedMinor: 57_500,
    };
    const payment = em.create(Payment, { request, kind: 'deposit', method: 'cash', status: 'succeeded', charged });
    await em.flush();
    em.create(PaymentRefund, { payment, amountUsdCents: 10_000, amountMinor: 10_000, reason: 'Part' });
    em.create(PaymentRefund, { payment, amountUsdCents: 47_500, amountMinor: 47_500, reason: 'Rest' });
    await em.flush();

    const migrator = orm.migrator;
    const executed = (await migrator.getExecuted()).map((migration) => migration.name);
    await migrator.down({ to: executed[executed.indexOf('Migration20261208090000_tax_on_money') - 1]! });
    await migrator.up();

    const kept = await orm.em.fork().findOneOrFail(Payment, payment.id);
    expect([kept.charged.taxUsdCents, kept.charged.refundedTaxUsdCents]).toEqual([7_500, 7_500]);
    const refunds = await orm.em.fork().find(PaymentRefund, { payment: payment.id }, { orderBy: { id: 'asc' } });
    expect(refunds.map((refund) => refund.taxUsdCents)).toEqual([1_304, 6_196]);
    expect((await orm.em.fork().findOneOrFail(PurchaseRequest, request.id)).taxCountry).toBe('JM');
    const [received] = await orm.em
      .fork()
      .execute(`select received_tax_usd_cents, refunded_tax_usd_cents, tax_country from money_received where source_id = ?`, [payment.id]);
    expect(received).toEqual({ received_tax_usd_cents: 7_500, refunded_tax_usd_cents: 7_500, tax_country: 'JM' });
  });

  it('make every customer the owner of a one-person company named after what they gave, with their requests; staff get none', async () => {
    const em = orm.em.fork();
    const withCompany = em.create(User, { email: 'owner@bluemountain.example', company: ' Blue Mountain Coffee Ltd ', firstName: 'Grace' });
    const withName = em.create(User, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const withNothing = em.create(User, { email: 'nameless@example.com' });
    const staff = em.create(User, { email: 'staff@voosh.example', role: Role.Admin });
    const request = em.create(PurchaseRequest, { user: withCompany, source: 'cart', setupCents: 100, monthlyCents: 0, totalCents: 100 });
    await em.flush();

    const migrator = orm.migrator;
    const executed = (await migrator.getExecuted()).map((migration) => migration.name);
    await migrator.down({ to: executed[executed.indexOf('Migration20261209090000_companies') - 1]! });
    await migrator.up();

    const members = await orm.em
      .fork()
      .find(
        CompanyMember,
        { user: { $in: [withCompany.id, withName.id, withNothing.id, staff.id] } },
        { populate: ['company'], orderBy: { user: 'asc' } },
      );
    expect(members.map((member) => [member.user.id, member.company.name, member.role])).toEqual([
      [withCompany.id, 'Blue Mountain Coffee Ltd', 'owner'],
      [withName.id, 'Ada Lovelace', 'owner'],
      [withNothing.id, 'nameless@example.com', 'owner'],
    ]);
    expect(new Set(members.map((member) => member.company.id)).size).toBe(3);
    const kept = await orm.em.fork().findOneOrFail(PurchaseRequest, request.id);
    expect(kept.company?.id).toBe(members[0]!.company.id);
  });
});
