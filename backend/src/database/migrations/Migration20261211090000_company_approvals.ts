import { Migration } from '@mikro-orm/migrations';

/**
 * A company's rules for its requests (the amount above which a request needs an approver, whether
 * a purchase-order number is required), and each request's approval within its company.
 */
export class Migration20261211090000_company_approvals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "approval_threshold_cents" int null,
      add column "po_number_required" boolean not null default false;`);
    this.addSql(`alter table "purchase_requests" add column "approval_state" varchar(20) not null default 'not_needed',
      add column "approved_cents" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_requests" drop column "approval_state", drop column "approved_cents";`);
    this.addSql(`alter table "companies" drop column "approval_threshold_cents", drop column "po_number_required";`);
  }
}
