import { Migration } from '@mikro-orm/migrations';

/** The tax each request was submitted under; the requests before it owe none. */
export class Migration20261207110000_request_tax extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "purchase_requests" add column "tax_treatment" varchar(20) not null default 'untaxed',
      add column "tax_rate_name" varchar(30) null, add column "tax_thousandths" int not null default 0,
      add column "tax_included" boolean not null default false, add column "tax_note" varchar(300) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_requests" drop column "tax_treatment", drop column "tax_rate_name",
      drop column "tax_thousandths", drop column "tax_included", drop column "tax_note";`);
  }
}
