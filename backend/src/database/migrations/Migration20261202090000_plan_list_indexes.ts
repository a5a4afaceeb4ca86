import { Migration } from '@mikro-orm/migrations';

/** The plan list's sorts each run on an index: no admin sort scans the table. */
export class Migration20261202090000_plan_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "plans_billing_index" on "plans" ("billing");`);
    this.addSql(`create index "plans_current_period_end_index" on "plans" ("current_period_end");`);
    this.addSql(`create index "plans_created_at_index" on "plans" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "plans_created_at_index";`);
    this.addSql(`drop index "plans_current_period_end_index";`);
    this.addSql(`drop index "plans_billing_index";`);
  }
}
