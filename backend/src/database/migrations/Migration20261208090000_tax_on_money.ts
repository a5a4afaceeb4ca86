import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_TAX_SETTINGS, grossWithTax, paymentTaxPart, requestTaxedAmount, taxedPart } from '@voosh/shared';
import { MONEY_RECEIVED_VIEW, MONEY_REFUNDED_VIEW } from './Migration20261205090000_charged_amounts';

const MONEY_TAKEN = ['payments', 'plan_charges'];
const REFUNDS = ['payment_refunds', 'plan_charge_refunds'];

/** The ledger's views, now with the tax in the money and the sale's rate and country (a request's, a plan month's). */
const TAXED_MONEY_RECEIVED_VIEW = `create view "money_received" as
  select 'payment'::varchar(10) as "source", p."id" as "source_id", p."request_id", p."kind", p."paid_at" as "received_at",
         p."amount_usd_cents" as "received_usd_cents", p."refunded_usd_cents",
         p."tax_usd_cents" as "received_tax_usd_cents", p."refunded_tax_usd_cents",
         r."tax_rate_name", r."tax_thousandths", r."tax_country"
  from "payments" p join "purchase_requests" r on r."id" = p."request_id" where p."status" = 'succeeded'
  union all
  select 'plan_month', c."id", pl."request_id", null, c."paid_at", c."amount_usd_cents", c."refunded_usd_cents",
         c."tax_usd_cents", c."refunded_tax_usd_cents", c."tax_rate_name", c."tax_thousandths", c."tax_country"
  from "plan_charges" c join "plans" pl on pl."id" = c."plan_id" where c."status" = 'paid';`;
const TAXED_MONEY_REFUNDED_VIEW = `create view "money_refunded" as
  select 'payment'::varchar(10) as "source", f."payment_id" as "source_id", p."request_id", f."created_at" as "refunded_at",
         f."amount_usd_cents" as "refunded_usd_cents", f."tax_usd_cents" as "refunded_tax_usd_cents",
         r."tax_rate_name", r."tax_thousandths", r."tax_country"
  from "payment_refunds" f join "payments" p on p."id" = f."payment_id" join "purchase_requests" r on r."id" = p."request_id"
  where p."status" = 'succeeded'
  union all
  select 'plan_month', r."plan_charge_id", pl."request_id", r."created_at", r."amount_usd_cents", r."tax_usd_cents",
         c."tax_rate_name", c."tax_thousandths", c."tax_country"
  from "plan_charge_refunds" r join "plan_charges" c on c."id" = r."plan_charge_id" join "plans" pl on pl."id" = c."plan_id"
  where c."status" = 'paid';`;

/**
 * The tax in money taken and given back, the tax terms of a plan's month, and where a sale was
 * taxed. Payments already booked towards taxed requests get their tax as the receipts stated it,
 * and their refunds their share of it; every other amount held none. A taxed request's country is
 * its buyer's billing country, else the vendor's. The ledger's views carry it all.
 */
export class Migration20261208090000_tax_on_money extends Migration {
  override async up(): Promise<void> {
    for (const table of MONEY_TAKEN) {
      this.addSql(`alter table "${table}" add column "tax_usd_cents" int not null default 0,
        add column "refunded_tax_usd_cents" int not null default 0;`);
    }
    for (const table of REFUNDS) this.addSql(`alter table "${table}" add column "tax_usd_cents" int not null default 0;`);
    this.addSql(`alter table "plan_charges" add column "tax_treatment" varchar(20) not null default 'untaxed',
      add column "tax_rate_name" varchar(30) null, add column "tax_thousandths" int not null default 0,
      add column "tax_included" boolean not null default false, add column "tax_note" varchar(300) null;`);
    for (const table of ['purchase_requests', 'plan_charges'])
      this.addSql(`alter table "${table}" add column "tax_country" varchar(2) null;`);
    this.addSql(`update "purchase_requests" r set "tax_country" = coalesce(u."billing_country",
        (select s."value"->>'vendorCountry' from "settings" s where s."key" = 'taxSettings'), '${DEFAULT_TAX_SETTINGS.vendorCountry}')
      from "users" u where u."id" = r."user_id" and r."tax_treatment" <> 'untaxed';`);
    await this.taxBookedPayments();
    this.addSql(`drop view "money_refunded";`);
    this.addSql(`drop view "money_received";`);
    this.addSql(TAXED_MONEY_RECEIVED_VIEW);
    this.addSql(TAXED_MONEY_REFUNDED_VIEW);
  }

  private async taxBookedPayments(): Promise<void> {
    const payments = await this.execute(`select p.id, p.kind, p.amount_usd_cents as "amount", r.total_cents as "totalCents",
      r.admin_adjusted_cents as "adminAdjustedCents", r.tax_thousandths as "taxThousandths", r.tax_included as "taxIncluded"
      from "payments" p join "purchase_requests" r on r.id = p.request_id where r.tax_thousandths > 0`);
    for (const payment of payments as TaxedPaymentRow[]) {
      const { taxMinor } = paymentTaxPart(requestTaxedAmount(payment), payment.kind, payment.amount);
      const refunds = (await this.execute(
        `select id, amount_usd_cents as "amount" from "payment_refunds" where payment_id = ? order by id`,
        [payment.id],
      )) as { id: number; amount: number }[];
      let refunded = 0;
      let refundedTax = 0;
      for (const refund of refunds) {
        const part = taxedPart(grossWithTax(payment.amount, taxMinor), refunded, refund.amount);
        this.addSql(`update "payment_refunds" set "tax_usd_cents" = ${part.taxMinor} where id = ${refund.id};`);
        refunded += refund.amount;
        refundedTax += part.taxMinor;
      }
      this.addSql(
        `update "payments" set "tax_usd_cents" = ${taxMinor}, "refunded_tax_usd_cents" = ${refundedTax} where id = ${payment.id};`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "money_refunded";`);
    this.addSql(`drop view "money_received";`);
    this.addSql(MONEY_RECEIVED_VIEW);
    this.addSql(MONEY_REFUNDED_VIEW);
    for (const table of ['purchase_requests', 'plan_charges']) this.addSql(`alter table "${table}" drop column "tax_country";`);
    for (const table of [...MONEY_TAKEN, ...REFUNDS]) this.addSql(`alter table "${table}" drop column "tax_usd_cents";`);
    for (const table of MONEY_TAKEN) this.addSql(`alter table "${table}" drop column "refunded_tax_usd_cents";`);
    this.addSql(`alter table "plan_charges" drop column "tax_treatment", drop column "tax_rate_name",
      drop column "tax_thousandths", drop column "tax_included", drop column "tax_note";`);
  }
}

interface TaxedPaymentRow {
  id: number;
  kind: string;
  amount: number;
  totalCents: number;
  adminAdjustedCents: number | null;
  taxThousandths: number;
  taxIncluded: boolean;
}
