import { Migration } from '@mikro-orm/migrations';

/**
 * The daily purge of webhook messages past the retention setting finds them by their date, and the
 * deliveries deleted with each message (the foreign key cascades) by their message.
 */
export class Migration20261206090000_webhook_retention_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "webhook_messages_created_at_index" on "webhook_messages" ("created_at");`);
    this.addSql(`create index "webhook_deliveries_message_id_index" on "webhook_deliveries" ("message_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "webhook_deliveries_message_id_index";`);
    this.addSql(`drop index "webhook_messages_created_at_index";`);
  }
}
