import { Migration } from '@mikro-orm/migrations';

/** The From header's display name of each mail, as the company details stood when it was written. */
export class Migration20261206120000_outbox_sender_names extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_messages" add column "from_name" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_messages" drop column "from_name";`);
  }
}
