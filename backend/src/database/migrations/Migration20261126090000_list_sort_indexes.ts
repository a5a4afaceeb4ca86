import { Migration } from '@mikro-orm/migrations';

/** Every column an admin list sorts by is indexed: no admin sort scans the table. */
export class Migration20261126090000_list_sort_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "users_first_name_index" on "users" ("first_name");`);
    this.addSql(`create index "users_last_name_index" on "users" ("last_name");`);
    this.addSql(`create index "users_company_index" on "users" ("company");`);
    this.addSql(`create index "users_is_active_index" on "users" ("is_active");`);
    this.addSql(`create index "demo_submissions_name_index" on "demo_submissions" ("name");`);
    this.addSql(`create index "demo_submissions_email_index" on "demo_submissions" ("email");`);
    this.addSql(`create index "demo_submissions_company_index" on "demo_submissions" ("company");`);
    this.addSql(`create index "demo_submissions_budget_index" on "demo_submissions" ("budget");`);
    this.addSql(`create index "demo_submissions_meeting_time_index" on "demo_submissions" ("meeting_time");`);
    this.addSql(`create index "payments_kind_index" on "payments" ("kind");`);
    this.addSql(`create index "payments_method_index" on "payments" ("method");`);
    this.addSql(`create index "payments_amount_usd_cents_index" on "payments" ("amount_usd_cents");`);
    this.addSql(`create index "payments_currency_index" on "payments" ("currency");`);
    this.addSql(`create index "purchase_requests_admin_adjusted_cents_index" on "purchase_requests" ("admin_adjusted_cents");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "purchase_requests_admin_adjusted_cents_index";`);
    this.addSql(`drop index "payments_currency_index";`);
    this.addSql(`drop index "payments_amount_usd_cents_index";`);
    this.addSql(`drop index "payments_method_index";`);
    this.addSql(`drop index "payments_kind_index";`);
    this.addSql(`drop index "demo_submissions_meeting_time_index";`);
    this.addSql(`drop index "demo_submissions_budget_index";`);
    this.addSql(`drop index "demo_submissions_company_index";`);
    this.addSql(`drop index "demo_submissions_email_index";`);
    this.addSql(`drop index "demo_submissions_name_index";`);
    this.addSql(`drop index "users_is_active_index";`);
    this.addSql(`drop index "users_company_index";`);
    this.addSql(`drop index "users_last_name_index";`);
    this.addSql(`drop index "users_first_name_index";`);
  }
}
