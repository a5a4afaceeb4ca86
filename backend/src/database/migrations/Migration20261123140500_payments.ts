import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140500_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payments" ("id" serial primary key, "request_id" int not null, "kind" varchar(10) not null, "method" varchar(20) not null, "status" varchar(10) not null default 'pending', "amount_usd_cents" int not null, "currency" varchar(3) not null, "amount_minor" int not null, "rate" double precision not null, "stripe_payment_intent_id" varchar(255) null, "reference" varchar(200) null, "note" text null, "failure_message" text null, "recorded_by_id" int null, "refunded_usd_cents" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "payments_amounts_check" check ("amount_usd_cents" > 0 and "amount_minor" > 0 and "refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents"));`,
    );
    this.addSql(`alter table "payments" add constraint "payments_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");`);
    this.addSql(`create index "payments_request_id_id_index" on "payments" ("request_id", "id");`);
    this.addSql(`create index "payments_status_created_at_index" on "payments" ("status", "created_at");`);
    // One open card intent per request, kind and currency, whatever races the application loses.
    this.addSql(
      `create unique index "payments_open_card_intent_unique" on "payments" ("request_id", "kind", "currency") where "status" = 'pending' and "method" = 'card';`,
    );

    this.addSql(
      `create table "payment_refunds" ("id" serial primary key, "payment_id" int not null, "amount_usd_cents" int not null, "amount_minor" int not null, "reason" text not null, "stripe_refund_id" varchar(255) null, "created_by_id" int null, "created_at" timestamptz not null default now(), constraint "payment_refunds_amounts_check" check ("amount_usd_cents" > 0 and "amount_minor" >= 0));`,
    );
    this.addSql(`alter table "payment_refunds" add constraint "payment_refunds_stripe_refund_id_unique" unique ("stripe_refund_id");`);
    this.addSql(`create index "payment_refunds_payment_id_index" on "payment_refunds" ("payment_id");`);

    this.addSql(
      `create table "stripe_events" ("id" varchar(255) not null, "type" varchar(100) not null, "received_at" timestamptz not null default now(), constraint "stripe_events_pkey" primary key ("id"));`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_request_id_foreign" foreign key ("request_id") references "purchase_requests" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_refunds" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "stripe_events" cascade;`);
  }
}
