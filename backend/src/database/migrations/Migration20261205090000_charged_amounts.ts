import { Migration } from '@mikro-orm/migrations';

const PAYMENTS_CHECK_BEFORE =
  '"amount_usd_cents" > 0 and "amount_minor" > 0 and "refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents"';
const PLAN_CHARGES_CHECK_BEFORE =
  '"amount_usd_cents" >= 0 and "amount_minor" >= 0 and "refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents" and "refunded_minor" >= 0 and "refunded_minor" <= "amount_minor"';
/**
 * Both hold money taken in one shape (ChargedAmount), with the same rule for what went back: at
 * most the USD amount in the ledger, and in minor units what was actually returned (Stripe may
 * return the whole charge when it differed from what was asked).
 */
const REFUNDED_CHECK = '"refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents" and "refunded_minor" >= 0';

/** A payment keeps the minor units refunded as a running total, as a plan's month does, instead of summing its refunds. */
export class Migration20261205090000_charged_amounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" add column "refunded_minor" int not null default 0;`);
    this.addSql(
      `update "payments" p set "refunded_minor" = r.total
       from (select "payment_id", sum("amount_minor") as total from "payment_refunds" group by "payment_id") r
       where r."payment_id" = p."id";`,
    );
    this.addSql(`alter table "payments" drop constraint "payments_amounts_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_amounts_check" check ("amount_usd_cents" > 0 and "amount_minor" > 0 and ${REFUNDED_CHECK});`,
    );
    this.addSql(`alter table "plan_charges" drop constraint "plan_charges_amounts_check";`);
    this.addSql(
      `alter table "plan_charges" add constraint "plan_charges_amounts_check" check ("amount_usd_cents" >= 0 and "amount_minor" >= 0 and ${REFUNDED_CHECK});`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "plan_charges" drop constraint "plan_charges_amounts_check";`);
    this.addSql(`alter table "plan_charges" add constraint "plan_charges_amounts_check" check (${PLAN_CHARGES_CHECK_BEFORE});`);
    this.addSql(`alter table "payments" drop constraint "payments_amounts_check";`);
    this.addSql(`alter table "payments" add constraint "payments_amounts_check" check (${PAYMENTS_CHECK_BEFORE});`);
    this.addSql(`alter table "payments" drop column "refunded_minor";`);
  }
}
