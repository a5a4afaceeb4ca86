import { Migration } from '@mikro-orm/migrations';

export class Migration20261122205759_commerce extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "demo_submissions" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) not null, "company" varchar(200) not null, "problem_area" varchar(30) null, "budget" varchar(30) null, "meeting_time" varchar(30) null, "details" text null, "message" text null, "status" varchar(20) not null default 'pending', "admin_notes" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "demo_submissions_created_at_index" on "demo_submissions" ("created_at");`);
    this.addSql(`create index "demo_submissions_status_created_at_index" on "demo_submissions" ("status", "created_at");`);

    this.addSql(
      `create table "exchange_rates" ("currency" varchar(3) not null, "rate" double precision not null, "fetched_at" timestamptz not null, constraint "exchange_rates_pkey" primary key ("currency"));`,
    );

    this.addSql(
      `create table "job_runs" ("name" varchar(50) not null, "last_run_at" timestamptz not null, constraint "job_runs_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "settings" ("key" varchar(50) not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), constraint "settings_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "purchase_requests" ("id" serial primary key, "user_id" int not null, "status" varchar(20) not null default 'submitted', "source" varchar(10) not null, "setup_cents" int not null, "monthly_cents" int not null, "total_cents" int not null, "admin_adjusted_cents" int null, "admin_notes" text null, "product_type" varchar(20) null, "idempotency_key" varchar(100) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "purchase_requests_user_id_index" on "purchase_requests" ("user_id");`);
    this.addSql(`create index "purchase_requests_total_cents_index" on "purchase_requests" ("total_cents");`);
    this.addSql(`create index "purchase_requests_created_at_index" on "purchase_requests" ("created_at");`);
    this.addSql(`create index "purchase_requests_status_created_at_index" on "purchase_requests" ("status", "created_at");`);
    this.addSql(
      `alter table "purchase_requests" add constraint "purchase_requests_user_id_idempotency_key_unique" unique ("user_id", "idempotency_key");`,
    );

    this.addSql(
      `create table "purchase_request_items" ("id" serial primary key, "request_id" int not null, "product_id" int null, "product_name" varchar(100) not null, "arm_name" varchar(100) not null, "quantity" int not null, "unit_setup_cents" int not null, "unit_monthly_cents" int not null);`,
    );
    this.addSql(`create index "purchase_request_items_request_id_index" on "purchase_request_items" ("request_id");`);
    this.addSql(`create index "purchase_request_items_product_id_index" on "purchase_request_items" ("product_id");`);

    this.addSql(
      `create table "purchase_request_events" ("id" serial primary key, "request_id" int not null, "actor_id" int null, "type" varchar(30) not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "purchase_request_events_request_id_id_index" on "purchase_request_events" ("request_id", "id");`);

    this.addSql(
      `create table "cart_items" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "quantity" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "cart_items" add constraint "cart_items_user_id_product_id_unique" unique ("user_id", "product_id");`);

    this.addSql(
      `alter table "purchase_requests" add constraint "purchase_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "purchase_request_items" add constraint "purchase_request_items_request_id_foreign" foreign key ("request_id") references "purchase_requests" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "purchase_request_items" add constraint "purchase_request_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "purchase_request_events" add constraint "purchase_request_events_request_id_foreign" foreign key ("request_id") references "purchase_requests" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "purchase_request_events" add constraint "purchase_request_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "cart_items" add constraint "cart_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_request_items" drop constraint "purchase_request_items_request_id_foreign";`);

    this.addSql(`alter table "purchase_request_events" drop constraint "purchase_request_events_request_id_foreign";`);

    this.addSql(`drop table if exists "demo_submissions" cascade;`);

    this.addSql(`drop table if exists "exchange_rates" cascade;`);

    this.addSql(`drop table if exists "job_runs" cascade;`);

    this.addSql(`drop table if exists "settings" cascade;`);

    this.addSql(`drop table if exists "purchase_requests" cascade;`);

    this.addSql(`drop table if exists "purchase_request_items" cascade;`);

    this.addSql(`drop table if exists "purchase_request_events" cascade;`);

    this.addSql(`drop table if exists "cart_items" cascade;`);
  }
}
