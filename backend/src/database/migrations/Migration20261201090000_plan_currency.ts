import { Migration } from '@mikro-orm/migrations';

/**
 * A Stripe Customer per user and currency (Stripe bills one Customer's subscriptions in one
 * currency, and plans start in the currency their request was paid in), and a card plan's change
 * of currency while it is being applied.
 */
export class Migration20261201090000_plan_currency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "stripe_customers" add column "currency" varchar(3) null;`);
    // An existing Customer keeps the currency it bills a subscription in, else the one its saved card was paid in.
    this.addSql(
      `update "stripe_customers" sc set "currency" = coalesce(
         (select p."currency" from "plans" p where p."user_id" = sc."user_id" and p."billing" = 'card'
           order by (p."stripe_subscription_id" is null), p."id" limit 1),
         (select pay."currency" from "payments" pay join "purchase_requests" r on r."id" = pay."request_id"
           where r."user_id" = sc."user_id" and pay."method" = 'card' and pay."kind" in ('final', 'full') order by pay."id" desc limit 1),
         'usd');`,
    );
    this.addSql(`alter table "stripe_customers" alter column "currency" set not null;`);
    this.addSql(`alter table "stripe_customers" drop constraint "stripe_customers_pkey";`);
    this.addSql(`alter table "stripe_customers" add constraint "stripe_customers_pkey" primary key ("user_id", "currency");`);

    this.addSql(
      `alter table "plans" add column "currency_change" jsonb null, add column "currency_changed_at" timestamptz null, add column "replaced_subscription_id" varchar(255) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "plans" drop column "currency_change", drop column "currency_changed_at", drop column "replaced_subscription_id";`,
    );
    this.addSql(
      `delete from "stripe_customers" a using "stripe_customers" b where a."user_id" = b."user_id" and a."currency" > b."currency";`,
    );
    this.addSql(`alter table "stripe_customers" drop constraint "stripe_customers_pkey";`);
    this.addSql(`alter table "stripe_customers" drop column "currency";`);
    this.addSql(`alter table "stripe_customers" add constraint "stripe_customers_pkey" primary key ("user_id");`);
  }
}
