import { Migration } from '@mikro-orm/migrations';

/** A company's payment terms, set by the vendor: none (the shop's standard terms) for every company so far. */
export class Migration20261212090000_payment_terms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "payment_terms_days" int null,
      add column "deposit_on_terms" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "companies" drop column "payment_terms_days", drop column "deposit_on_terms";`);
  }
}
