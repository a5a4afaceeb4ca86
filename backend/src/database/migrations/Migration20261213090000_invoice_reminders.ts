import { Migration } from '@mikro-orm/migrations';

/** The reminders sent about invoices falling due, each kept to once by its key. */
export class Migration20261213090000_invoice_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "invoice_reminders" (
      "document_id" int not null,
      "stage" varchar(20) not null,
      "sent_at" timestamptz not null default now(),
      constraint "invoice_reminders_pkey" primary key ("document_id", "stage"),
      constraint "invoice_reminders_document_id_foreign" foreign key ("document_id")
        references "business_documents" ("id") on update cascade on delete cascade);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "invoice_reminders";`);
  }
}
