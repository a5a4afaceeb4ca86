import { Migration } from '@mikro-orm/migrations';

/** The audit log of staff changes to accounts. */
export class Migration20261203090000_audit_entries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_entries" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "actor_id" int null,
      "actor_email" varchar(254) not null,
      "action" varchar(64) not null,
      "subject_type" varchar(32) not null,
      "subject_id" int not null,
      "details" jsonb not null
    );`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "audit_entries_subject_type_subject_id_id_index" on "audit_entries" ("subject_type", "subject_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "audit_entries";`);
  }
}
