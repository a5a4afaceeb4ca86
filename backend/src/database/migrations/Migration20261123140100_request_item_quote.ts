import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140100_request_item_quote extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "purchase_request_items" add column "quote_required" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_request_items" drop column "quote_required";`);
  }
}
