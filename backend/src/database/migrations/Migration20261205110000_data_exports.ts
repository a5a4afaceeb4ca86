import { Migration } from '@mikro-orm/migrations';

/** Copies of customers' data (the ZIP kept until it expires) and the sign-in sessions that downloaded each. */
export class Migration20261205110000_data_exports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "data_exports" ("id" uuid not null, "user_id" int not null, "requested_by_id" int null, "status" varchar(10) not null default 'building', "archive" bytea null, "size_bytes" int null, "ready_at" timestamptz null, "expires_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "data_exports_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "data_exports_user_id_created_at_index" on "data_exports" ("user_id", "created_at");`);
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create table "data_export_downloads" ("export_id" uuid not null, "session_id" varchar(64) not null, "downloaded_at" timestamptz not null default now(), constraint "data_export_downloads_pkey" primary key ("export_id", "session_id"));`,
    );
    this.addSql(
      `alter table "data_export_downloads" add constraint "data_export_downloads_export_id_foreign" foreign key ("export_id") references "data_exports" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "data_export_downloads";`);
    this.addSql(`drop table "data_exports";`);
  }
}
