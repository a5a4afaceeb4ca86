import { Migration } from '@mikro-orm/migrations';

/** The answers of POSTs sent with an Idempotency-Key, replayed to a retry with the same key. */
export class Migration20261204120000_idempotent_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotent_requests" (
      "caller" varchar(40) not null,
      "key" varchar(100) not null,
      "route" varchar(300) not null,
      "body_hash" varchar(64) not null,
      "status_code" int null,
      "response" jsonb null,
      "created_at" timestamptz not null default now(),
      constraint "idempotent_requests_pkey" primary key ("caller", "key")
    );`);
    this.addSql(`create index "idempotent_requests_created_at_index" on "idempotent_requests" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "idempotent_requests";`);
  }
}
