import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090000_request_customer_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "purchase_requests" add column "customer_notes" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_requests" drop column "customer_notes";`);
  }
}
