import { Migration } from '@mikro-orm/migrations';
import { Role, startingCompanyName } from '@voosh/shared';

/** Rows written per statement while every customer gets their company. */
const BATCH = 500;

/**
 * Company accounts: companies and their members, and the company each purchase request is made
 * for. Every customer becomes the owner of a one-person company named as startingCompanyName says
 * (the company given at sign-up, else their name, else their e-mail), and every request of theirs
 * belongs to it.
 */
export class Migration20261209090000_companies extends Migration {
  override async up(): Promise<void> {
    await this.execute(
      `create table "companies" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null default now());`,
    );
    await this.execute(`create table "company_members" ("id" serial primary key, "company_id" int not null, "user_id" int not null,
      "role" varchar(20) not null, "joined_at" timestamptz not null default now());`);
    await this.execute(`create index "company_members_company_id_index" on "company_members" ("company_id");`);
    await this.execute(`alter table "company_members" add constraint "company_members_user_id_unique" unique ("user_id");`);
    await this.execute(`alter table "company_members" add constraint "company_members_company_id_foreign" foreign key ("company_id")
      references "companies" ("id") on update cascade on delete cascade;`);
    await this.execute(`alter table "company_members" add constraint "company_members_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
    await this.execute(`alter table "purchase_requests" add column "company_id" int null;`);
    await this.execute(`alter table "purchase_requests" add constraint "purchase_requests_company_id_foreign" foreign key ("company_id")
      references "companies" ("id") on update cascade on delete restrict;`);
    await this.execute(`create index "purchase_requests_company_id_index" on "purchase_requests" ("company_id");`);
    await this.giveEveryCustomerACompany();
  }

  private async giveEveryCustomerACompany(): Promise<void> {
    const customers = (await this.execute(
      `select id, email, company, first_name as "firstName", last_name as "lastName", created_at as "createdAt"
       from "users" where role = ? order by id`,
      [Role.Customer],
    )) as { id: number; email: string; company: string | null; firstName: string | null; lastName: string | null; createdAt: Date }[];
    // Each company remembers its founder while the members are written from it.
    await this.execute(`alter table "companies" add column "founder_id" int null;`);
    for (let start = 0; start < customers.length; start += BATCH) {
      const batch = customers.slice(start, start + BATCH);
      await this.execute(
        `insert into "companies" ("name", "created_at", "founder_id") values ${batch.map(() => '(?, ?, ?)').join(', ')}`,
        batch.flatMap((customer) => [startingCompanyName(customer), customer.createdAt, customer.id]),
      );
    }
    await this.execute(`insert into "company_members" ("company_id", "user_id", "role", "joined_at")
      select c."id", c."founder_id", 'owner', c."created_at" from "companies" c order by c."id";`);
    await this.execute(`alter table "companies" drop column "founder_id";`);
    await this.execute(
      `update "purchase_requests" r set "company_id" = m."company_id" from "company_members" m where m."user_id" = r."user_id";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase_requests" drop constraint "purchase_requests_company_id_foreign";`);
    this.addSql(`alter table "purchase_requests" drop column "company_id";`);
    this.addSql(`drop table "company_members";`);
    this.addSql(`drop table "companies";`);
  }
}
