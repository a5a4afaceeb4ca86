import { Migration } from '@mikro-orm/migrations';

/** The go-live checklist's items an admin dismissed, with who and when. */
export class Migration20261206121000_go_live_dismissals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "go_live_dismissals" ("item" varchar(32) not null, "dismissed_by_id" int null, "dismissed_by_email" varchar(254) not null, "dismissed_at" timestamptz not null default now(), constraint "go_live_dismissals_pkey" primary key ("item"));`,
    );
    this.addSql(
      `alter table "go_live_dismissals" add constraint "go_live_dismissals_dismissed_by_id_foreign" foreign key ("dismissed_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "go_live_dismissals";`);
  }
}
