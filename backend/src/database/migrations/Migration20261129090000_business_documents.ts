import { Migration } from '@mikro-orm/migrations';

/** Documents of purchase requests and their gapless per-year numbering. */
export class Migration20261129090000_business_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "document_counters" ("prefix" varchar(10) not null, "year" int not null, "last" int not null, constraint "document_counters_pkey" primary key ("prefix", "year"));`,
    );
    this.addSql(
      `create table "business_documents" ("id" serial primary key, "request_id" int not null, "kind" varchar(20) not null, "number" varchar(20) not null, "issued_at" timestamptz not null, "superseded_at" timestamptz null, "content" jsonb not null);`,
    );
    this.addSql(`alter table "business_documents" add constraint "business_documents_number_unique" unique ("number");`);
    this.addSql(`create index "business_documents_request_id_id_index" on "business_documents" ("request_id", "id");`);
    this.addSql(
      `alter table "business_documents" add constraint "business_documents_request_id_foreign" foreign key ("request_id") references "purchase_requests" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "business_documents" cascade;`);
    this.addSql(`drop table if exists "document_counters" cascade;`);
  }
}
