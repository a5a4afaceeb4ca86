import { Migration } from '@mikro-orm/migrations';

/** Google sign-ins waiting for their one-time code to be exchanged by the browser that started them. */
export class Migration20261128100000_google_handoffs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "google_handoffs" ("code_hash" varchar(64) not null, "binding_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, constraint "google_handoffs_pkey" primary key ("code_hash"));`,
    );
    this.addSql(`create index "google_handoffs_expires_at_index" on "google_handoffs" ("expires_at");`);
    this.addSql(
      `alter table "google_handoffs" add constraint "google_handoffs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "google_handoffs" cascade;`);
  }
}
