import { Migration } from '@mikro-orm/migrations';

export class Migration20261207100000_tax_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "billing_country" varchar(2) null, add column "billing_region" varchar(50) null,
      add column "tax_id" varchar(30) null, add column "tax_exempt_reason" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "users" drop column "billing_country", drop column "billing_region", drop column "tax_id", drop column "tax_exempt_reason";`,
    );
  }
}
