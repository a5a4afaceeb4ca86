import { Migration } from '@mikro-orm/migrations';

/**
 * An account's privacy record: when it was erased (its holder's data replaced, the records the law
 * keeps still there), and which version of the terms and privacy policy its holder accepted, when.
 */
export class Migration20261205120000_account_privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "erased_at" timestamptz null, add column "terms_accepted_at" timestamptz null, add column "terms_version" varchar(20) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "erased_at", drop column "terms_accepted_at", drop column "terms_version";`);
  }
}
