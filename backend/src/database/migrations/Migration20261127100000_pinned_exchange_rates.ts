import { Migration } from '@mikro-orm/migrations';

/** Rates admins pin by hand. */
export class Migration20261127100000_pinned_exchange_rates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pinned_exchange_rates" ("currency" varchar(3) not null, "rate" double precision not null, "pinned_at" timestamptz not null, constraint "pinned_exchange_rates_pkey" primary key ("currency"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pinned_exchange_rates" cascade;`);
  }
}
