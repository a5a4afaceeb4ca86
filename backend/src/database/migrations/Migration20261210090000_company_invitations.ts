import { Migration } from '@mikro-orm/migrations';

/** Invitations to join a company: kept by their token's hash, single-use, expiring. */
export class Migration20261210090000_company_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "company_invitations" ("id" serial primary key, "company_id" int not null, "email" varchar(254) not null,
      "role" varchar(20) not null, "token_hash" varchar(64) not null, "invited_by_id" int null,
      "created_at" timestamptz not null default now(), "expires_at" timestamptz not null,
      "accepted_at" timestamptz null, "withdrawn_at" timestamptz null);`);
    this.addSql(`alter table "company_invitations" add constraint "company_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "company_invitations_company_id_email_index" on "company_invitations" ("company_id", "email");`);
    this.addSql(`alter table "company_invitations" add constraint "company_invitations_company_id_foreign" foreign key ("company_id")
      references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_invitations" add constraint "company_invitations_invited_by_id_foreign" foreign key ("invited_by_id")
      references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_invitations" cascade;`);
  }
}
