import { Migration } from '@mikro-orm/migrations';

/** Monthly plans of completed requests, their lines and their months. */
export class Migration20261130110000_plans extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "plans" ("id" serial primary key, "request_id" int not null, "user_id" int not null, "status" varchar(20) not null default 'active', "billing" varchar(10) not null, "currency" varchar(3) not null, "rate" double precision not null, "card_payment_id" int null, "stripe_subscription_id" varchar(255) null, "current_period_start" timestamptz not null, "current_period_end" timestamptz not null, "cancel_at_period_end" boolean not null default false, "canceled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "plans" add constraint "plans_request_id_unique" unique ("request_id");`);
    this.addSql(`create index "plans_user_id_index" on "plans" ("user_id");`);
    this.addSql(`alter table "plans" add constraint "plans_stripe_subscription_id_unique" unique ("stripe_subscription_id");`);
    this.addSql(`create index "plans_status_current_period_end_index" on "plans" ("status", "current_period_end");`);
    this.addSql(
      `create table "plan_lines" ("id" serial primary key, "plan_id" int not null, "product_name" varchar(200) not null, "arm_name" varchar(100) not null, "quantity" int not null, "unit_monthly_cents" int not null, "stripe_item_id" varchar(255) null, constraint plan_lines_amounts_check check ("quantity" > 0 and "unit_monthly_cents" >= 0));`,
    );
    this.addSql(`create index "plan_lines_plan_id_index" on "plan_lines" ("plan_id");`);
    this.addSql(
      `create table "plan_charges" ("id" serial primary key, "plan_id" int not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "amount_usd_cents" int not null, "lines" jsonb not null, "currency" varchar(3) not null, "amount_minor" int not null, "rate" double precision not null, "status" varchar(20) not null default 'open', "stripe_invoice_id" varchar(255) null, "pay_url" varchar(2048) null, "due_at" timestamptz not null, "method" varchar(20) null, "reference" varchar(200) null, "recorded_by_id" int null, "paid_at" timestamptz null, "failure_message" text null, "refunded_usd_cents" int not null default 0, "refunded_minor" int not null default 0, "created_at" timestamptz not null default now(), constraint plan_charges_amounts_check check ("amount_usd_cents" >= 0 and "amount_minor" >= 0 and "refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents" and "refunded_minor" >= 0 and "refunded_minor" <= "amount_minor"));`,
    );
    this.addSql(`alter table "plan_charges" add constraint "plan_charges_stripe_invoice_id_unique" unique ("stripe_invoice_id");`);
    this.addSql(`create index "plan_charges_status_due_at_index" on "plan_charges" ("status", "due_at");`);
    this.addSql(`create index "plan_charges_plan_id_period_start_index" on "plan_charges" ("plan_id", "period_start");`);
    this.addSql(
      `alter table "plans" add constraint "plans_request_id_foreign" foreign key ("request_id") references "purchase_requests" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "plans" add constraint "plans_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "plans" add constraint "plans_card_payment_id_foreign" foreign key ("card_payment_id") references "payments" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "plan_lines" add constraint "plan_lines_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_charges" add constraint "plan_charges_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_charges" add constraint "plan_charges_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plan_charges" cascade;`);
    this.addSql(`drop table if exists "plan_lines" cascade;`);
    this.addSql(`drop table if exists "plans" cascade;`);
  }
}
