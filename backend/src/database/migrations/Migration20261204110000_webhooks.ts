import { Migration } from '@mikro-orm/migrations';

/** Outgoing webhooks: endpoints, the messages told to them, and each delivery's attempts. */
export class Migration20261204110000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoints" (
      "id" serial primary key,
      "url" varchar(2048) not null,
      "description" varchar(200) null,
      "event_types" jsonb not null,
      "secret_box" text not null,
      "previous_secret_box" text null,
      "previous_secret_until" timestamptz null,
      "enabled" boolean not null default true,
      "disabled_reason" varchar(20) null,
      "failing_since" timestamptz null,
      "created_by_id" int null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create table "webhook_messages" (
      "id" varchar(40) not null,
      "type" varchar(60) not null,
      "body" jsonb not null,
      "created_at" timestamptz not null default now(),
      constraint "webhook_messages_pkey" primary key ("id")
    );`);
    this.addSql(`create table "webhook_deliveries" (
      "id" serial primary key,
      "message_id" varchar(40) not null,
      "endpoint_id" int not null,
      "status" varchar(10) not null default 'pending',
      "attempts" int not null default 0,
      "last_status_code" int null,
      "last_response" text null,
      "last_error" text null,
      "last_attempt_at" timestamptz null,
      "job_id" varchar(36) null,
      "delivered_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_id_index" on "webhook_deliveries" ("endpoint_id", "id");`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_message_id_foreign" foreign key ("message_id") references "webhook_messages" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "webhook_deliveries";`);
    this.addSql(`drop table "webhook_messages";`);
    this.addSql(`drop table "webhook_endpoints";`);
  }
}
