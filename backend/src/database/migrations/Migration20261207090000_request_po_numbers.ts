import { Migration } from '@mikro-orm/migrations';

export class Migration20261207090000_request_po_numbers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "purchase_requests" add column "po_number" varchar(40) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_requests" drop column "po_number";`);
  }
}
