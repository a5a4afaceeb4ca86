import { Migration } from '@mikro-orm/migrations';

/** Authenticator apps (TOTP) and their recovery codes. */
export class Migration20261128110000_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "two_factor_credentials" ("user_id" int not null, "secret_box" text not null, "enabled_at" timestamptz null, "last_used_step" bigint null, constraint "two_factor_credentials_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "two_factor_credentials" add constraint "two_factor_credentials_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recovery_codes" cascade;`);
    this.addSql(`drop table if exists "two_factor_credentials" cascade;`);
  }
}
