import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203812_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "arms" ("id" serial primary key, "key" varchar(50) not null, "name" varchar(100) not null, "slug" varchar(100) not null, "title" varchar(200) not null, "description" text not null, "icon" varchar(50) not null, "color" varchar(20) not null, "position" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "arms" add constraint "arms_key_unique" unique ("key");`);
    this.addSql(`alter table "arms" add constraint "arms_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "email_codes" ("id" serial primary key, "email" varchar(254) not null, "purpose" varchar(32) not null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "verified_at" timestamptz null, "consumed_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "email_codes_email_purpose_created_at_index" on "email_codes" ("email", "purpose", "created_at");`);

    this.addSql(
      `create table "login_throttles" ("email" varchar(254) not null, "failures" int not null default 0, "locked_until" timestamptz null, "last_failure_at" timestamptz not null, constraint "login_throttles_pkey" primary key ("email"));`,
    );

    this.addSql(
      `create table "outbox_messages" ("id" serial primary key, "to" varchar(254) not null, "subject" varchar(255) not null, "text" text not null, "html" text not null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "outbox_messages_status_next_attempt_at_index" on "outbox_messages" ("status", "next_attempt_at");`);

    this.addSql(
      `create table "prebuilt_packages" ("id" varchar(50) not null, "name" varchar(100) not null, "description" text not null, "image" varchar(200) not null, "tools_count" int not null, "tools" jsonb not null, "position" int not null default 0, constraint "prebuilt_packages_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "price_examples" ("id" serial primary key, "name" varchar(100) not null, "description" text not null, "nodes" int not null, "details" text not null, "project_cents" int not null, "monthly_cents" int not null, "complexity" varchar(20) not null, "position" int not null default 0);`,
    );
    this.addSql(`alter table "price_examples" add constraint "price_examples_name_unique" unique ("name");`);

    this.addSql(
      `create table "products" ("id" serial primary key, "arm_id" int not null, "name" varchar(100) not null, "description" text not null, "setup_cents" int null, "monthly_cents" int null, "features" jsonb not null, "includes" jsonb null, "popular" boolean not null default false, "position" int not null default 0, "archived_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "products_arm_id_index" on "products" ("arm_id");`);
    this.addSql(`alter table "products" add constraint "products_name_unique" unique ("name");`);

    this.addSql(
      `create table "tiers" ("id" varchar(50) not null, "name" varchar(100) not null, "subtitle" varchar(200) not null, "price_cents" int not null, "period" varchar(20) not null, "description" text not null, "icon" varchar(50) not null, "color" varchar(20) not null, "button_text" varchar(50) not null, "tools" varchar(200) not null, "included_features" jsonb not null, "popular" boolean not null, "position" int not null default 0, constraint "tiers_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) null, "google_id" varchar(64) null, "role" varchar(16) not null default 'CUSTOMER', "is_active" boolean not null default true, "email_verified" boolean not null default false, "token_version" int not null default 0, "first_name" varchar(100) null, "last_name" varchar(100) null, "company" varchar(200) null, "phone" varchar(50) null, "industry" varchar(100) null, "company_size" varchar(50) null, "current_tools" varchar(2000) null, "profile_picture" varchar(2048) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_id_unique" unique ("google_id");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(
      `alter table "products" add constraint "products_arm_id_foreign" foreign key ("arm_id") references "arms" ("id") on update cascade on delete restrict;`,
    );
  }
}
