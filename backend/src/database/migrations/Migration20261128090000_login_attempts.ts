import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in throttling per account and client address: failures counted per (e-mail,
 * address) and per e-mail ('*'), and each address's latest sign-in, instead of one lock per e-mail
 * (its counts are dropped).
 */
export class Migration20261128090000_login_attempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table if exists "login_throttles";`);
    this.addSql(
      `create table "login_failures" ("email" varchar(254) not null, "address" varchar(64) not null, "failures" int not null, "last_failure_at" timestamptz not null, constraint "login_failures_pkey" primary key ("email", "address"));`,
    );
    this.addSql(`create index "login_failures_last_failure_at_index" on "login_failures" ("last_failure_at");`);
    this.addSql(
      `create table "known_login_addresses" ("email" varchar(254) not null, "address" varchar(64) not null, "signed_in_at" timestamptz not null, constraint "known_login_addresses_pkey" primary key ("email", "address"));`,
    );
    this.addSql(`create index "known_login_addresses_signed_in_at_index" on "known_login_addresses" ("signed_in_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "known_login_addresses";`);
    this.addSql(`drop table if exists "login_failures";`);
    this.addSql(
      `create table "login_throttles" ("email" varchar(254) not null, "failures" int not null default 0, "locked_until" timestamptz null, "last_failure_at" timestamptz not null, constraint "login_throttles_pkey" primary key ("email"));`,
    );
  }
}
