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

/**
 * Money received and kept, whatever took it, as the request ledger and the analytics count it: one
 * row per request payment that succeeded and per plan month paid. A payment that needs review is
 * not received (its money is held out of the ledger until an admin settles it).
 */
export const MONEY_RECEIVED_VIEW = `create view "money_received" as
  select 'payment'::varchar(10) as "source", p."id" as "source_id", p."request_id", p."kind", p."paid_at" as "received_at",
         p."amount_usd_cents" as "received_usd_cents", p."refunded_usd_cents"
  from "payments" p where p."status" = 'succeeded'
  union all
  select 'plan_month', c."id", pl."request_id", null, c."paid_at", c."amount_usd_cents", c."refunded_usd_cents"
  from "plan_charges" c join "plans" pl on pl."id" = c."plan_id" where c."status" = 'paid';`;

/** Each refund of money received, when it went back. */
export const MONEY_REFUNDED_VIEW = `create view "money_refunded" as
  select 'payment'::varchar(10) as "source", f."payment_id" as "source_id", p."request_id", f."created_at" as "refunded_at",
         f."amount_usd_cents" as "refunded_usd_cents"
  from "payment_refunds" f join "payments" p on p."id" = f."payment_id" where p."status" = 'succeeded'
  union all
  select 'plan_month', r."plan_charge_id", pl."request_id", r."created_at", r."amount_usd_cents"
  from "plan_charge_refunds" r join "plan_charges" c on c."id" = r."plan_charge_id" join "plans" pl on pl."id" = c."plan_id"
  where c."status" = 'paid';`;

/**
 * Money taken in one shape: a payment keeps the minor units refunded as a running total, as a
 * plan's month does, and a month keeps each refund as a row, as a payment does (filled from the
 * months' refunds on their requests' timelines); a payment keeps when it was received, as a month
 * does; and what was received, net of refunds, is answered in one place, the views above.
 */
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

    this.addSql(
      `create table "plan_charge_refunds" ("id" serial primary key, "amount_usd_cents" int not null, "amount_minor" int not null, "reason" text not null, "stripe_refund_id" varchar(255) null, "created_by_id" int null, "created_at" timestamptz not null default now(), "plan_charge_id" int not null, constraint "plan_charge_refunds_amounts_check" check ("amount_usd_cents" > 0 and "amount_minor" >= 0));`,
    );
    this.addSql(
      `alter table "plan_charge_refunds" add constraint "plan_charge_refunds_stripe_refund_id_unique" unique ("stripe_refund_id");`,
    );
    this.addSql(`create index "plan_charge_refunds_plan_charge_id_index" on "plan_charge_refunds" ("plan_charge_id");`);
    this.addSql(
      `alter table "plan_charge_refunds" add constraint "plan_charge_refunds_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "plan_charge_refunds" add constraint "plan_charge_refunds_plan_charge_id_foreign" foreign key ("plan_charge_id") references "plan_charges" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "plan_charge_refunds" ("plan_charge_id", "amount_usd_cents", "amount_minor", "reason", "created_by_id", "created_at")
       select c."id", (e."after"->>'refundUsdCents')::int, (e."after"->>'refundMinor')::int, e."after"->>'reason', e."actor_id", e."created_at"
       from "purchase_request_events" e join "plan_charges" c on c."id" = (e."after"->>'chargeId')::int
       where e."type" = 'plan_month_refunded' and (e."after"->>'refundUsdCents')::int > 0
       order by e."id";`,
    );

    this.addSql(`alter table "payments" add column "paid_at" timestamptz null;`);
    this.addSql(
      `update "payments" p set "paid_at" = coalesce(
         (select min(e."created_at") from "purchase_request_events" e where e."type" = 'payment_recorded' and (e."after"->>'paymentId')::int = p."id"),
         p."updated_at")
       where p."status" = 'succeeded';`,
    );
    this.addSql(MONEY_RECEIVED_VIEW);
    this.addSql(MONEY_REFUNDED_VIEW);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "money_refunded";`);
    this.addSql(`drop view "money_received";`);
    this.addSql(`alter table "payments" drop column "paid_at";`);
    this.addSql(`drop table "plan_charge_refunds";`);
    this.addSql(`alter table "plan_charges" drop constraint "plan_charges_amounts_check";`);
    this.addSql(`alter table "plan_charges" add constraint "plan_charges_amounts_check" check (${PLAN_CHARGES_CHECK_BEFORE});`);
    this.addSql(`alter table "payments" drop constraint "payments_amounts_check";`);
    this.addSql(`alter table "payments" add constraint "payments_amounts_check" check (${PAYMENTS_CHECK_BEFORE});`);
    this.addSql(`alter table "payments" drop column "refunded_minor";`);
  }
}
