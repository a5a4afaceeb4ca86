import { Migration } from '@mikro-orm/migrations';

/**
 * Payments that need review (`needs_review` is longer than the old status column), why, and which
 * canceled intents are still to be canceled at Stripe; the body hash of a purchase request's
 * Idempotency-Key.
 */
export class Migration20261124100000_payment_review extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" alter column "status" type varchar(20) using ("status"::varchar(20));`);
    this.addSql(
      `alter table "payments" add column "review_reason" varchar(20) null, add column "stripe_cancel_pending" boolean not null default false;`,
    );
    this.addSql(`create index "payments_stripe_cancel_pending_index" on "payments" ("id") where "stripe_cancel_pending";`);
    this.addSql(`alter table "purchase_requests" add column "idempotency_hash" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    // No older status can hold such money without booking or hiding it: settle them first.
    this.addSql(
      `do $$ begin if exists (select 1 from "payments" where "status" = 'needs_review') then raise exception 'Payments need review: refund or settle them before reverting this migration'; end if; end $$;`,
    );
    this.addSql(`alter table "purchase_requests" drop column "idempotency_hash";`);
    this.addSql(`drop index "payments_stripe_cancel_pending_index";`);
    this.addSql(`alter table "payments" drop column "review_reason", drop column "stripe_cancel_pending";`);
    this.addSql(`alter table "payments" alter column "status" type varchar(10) using ("status"::varchar(10));`);
  }
}
