import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140400_catalog_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog_versions" ("id" smallint not null, "version" int not null, "updated_at" timestamptz not null default now(), constraint "catalog_versions_pkey" primary key ("id"));`,
    );
    this.addSql(`insert into "catalog_versions" ("id", "version") values (1, 1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog_versions" cascade;`);
  }
}
