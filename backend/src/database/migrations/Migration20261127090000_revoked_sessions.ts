import { Migration } from '@mikro-orm/migrations';

/** Session tokens ended by sign-out before their expiry. */
export class Migration20261127090000_revoked_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "revoked_sessions" ("token_id" uuid not null, "user_id" int not null, "expires_at" timestamptz not null, constraint "revoked_sessions_pkey" primary key ("token_id"));`,
    );
    this.addSql(`create index "revoked_sessions_expires_at_index" on "revoked_sessions" ("expires_at");`);
    this.addSql(
      `alter table "revoked_sessions" add constraint "revoked_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revoked_sessions" cascade;`);
  }
}
