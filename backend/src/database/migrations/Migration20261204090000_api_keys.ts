import { Migration } from '@mikro-orm/migrations';

/** Integrators' API keys (only their secrets' hashes), and the key that made a timeline event. */
export class Migration20261204090000_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_keys" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "shown" varchar(20) not null,
      "secret_hash" varchar(64) not null,
      "scopes" jsonb not null,
      "rate_limit_per_minute" int not null,
      "created_by_id" int not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz null,
      "revoked_at" timestamptz null,
      "last_used_at" timestamptz null,
      "last_used_address" varchar(64) null
    );`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "purchase_request_events" add column "api_key_name" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_request_events" drop column "api_key_name";`);
    this.addSql(`drop table "api_keys";`);
  }
}
