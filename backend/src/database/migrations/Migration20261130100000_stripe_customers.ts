import { Migration } from '@mikro-orm/migrations';

/** Each user's Stripe Customer, on which the final payment saves the card for the monthly plan. */
export class Migration20261130100000_stripe_customers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stripe_customers" ("user_id" int not null, "stripe_customer_id" varchar(255) not null, "created_at" timestamptz not null default now(), constraint "stripe_customers_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "stripe_customers" add constraint "stripe_customers_stripe_customer_id_unique" unique ("stripe_customer_id");`,
    );
    this.addSql(
      `alter table "stripe_customers" add constraint "stripe_customers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_customers" cascade;`);
  }
}
