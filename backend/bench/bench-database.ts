import { MikroORM } from '@mikro-orm/postgresql';
import { PURCHASE_REQUEST_STATUSES, QUANTITY_MAX } from '@voosh/shared';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { ormConfig } from '../src/database/mikro-orm.config';
import { CatalogSeeder } from '../src/database/seeders/catalog.seeder';
import { freePort } from '../test/support/free-port';
import { onServer, withDatabase } from '../test/support/test-database';

export const PURCHASE_REQUESTS = 10_000;
export const CUSTOMERS = 300;
export const ADMIN_EMAIL = 'bench.admin@example.com';
export const READER_EMAIL = 'bench.reader@example.com';
export const customerEmail = (n: number) => `bench.customer.${n}@example.com`;

export interface BenchDatabase {
  url: string;
  /** Catalogue products a cart accepts (priced, not archived). */
  orderableProducts: string[];
  /** How many more cart adds the customers' carts absorb before a line reaches QUANTITY_MAX. */
  cartAddCapacity: number;
  drop(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL of DATABASE_URL (dropped afterwards), else on an embedded
 * server in a temporary folder (stopped and removed afterwards); migrated, catalogue seeded, then
 * filled with the benchmark's customers, carts and purchase requests.
 */
export async function createBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  let adminUrl: string;
  let stopServer = async () => undefined as void;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'voosh-bench-pg-'));
    log(`Starting an embedded PostgreSQL in ${dataDir} (set DATABASE_URL to use a server instead)`);
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), durable: false });
    adminUrl = embedded.adminUrl;
    stopServer = async () => {
      // After a Ctrl-C the server has stopped already (the signal reaches it too), and stop() would wait forever.
      await Promise.race([embedded.stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const name = `voosh_bench_${Date.now().toString(36)}_${process.pid}`;
  const drop = async () => {
    await onServer(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).finally(stopServer);
  };
  try {
    await onServer(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = withDatabase(adminUrl, name);
    const config = ormConfig(url);
    // Only the bench's own schema set-up is quiet (two dozen "Processing/Applied migration" lines
    // would bury the figures); the app under measurement logs at the README's defaults.
    const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: true } });
    try {
      await orm.migrator.up();
      await orm.seeder.seed(CatalogSeeder);
    } finally {
      await orm.close(true);
    }
    const started = Date.now();
    const orderableProducts = await onServer(url, async (client) => {
      for (const [sql, params] of fillSteps()) await client.query(sql, params);
      // The totals update left a dead copy of every request row: vacuum, as autovacuum soon would.
      await client.query('VACUUM ANALYZE');
      const { rows } = await client.query<{ name: string }>(
        'select name from products where archived_at is null and setup_cents is not null and monthly_cents is not null order by id',
      );
      return rows.map((row) => row.name);
    });
    log(`Seeded ${CUSTOMERS} customers and ${PURCHASE_REQUESTS} purchase requests in ${Date.now() - started} ms`);
    return { url, orderableProducts, cartAddCapacity: CUSTOMERS * orderableProducts.length * (QUANTITY_MAX - 1), drop };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}

/**
 * The benchmark's rows, one statement per step: the customers, the admin and the reader; their
 * companies (40 of several members each, and the reader's); the purchase requests, each for its
 * customer's company, spread over the statuses and the customers, one every 97 minutes back from
 * now (about 1.8 years), each with 1 to 3 items and totals as the server computes them (setup +
 * one month); every customer's cart holds each orderable product once (cart adds raise those
 * quantities) and the reader's cart 3 lines.
 */
const fillSteps = (): [string, unknown[]][] => [
  [
    `insert into users (email, role, email_verified, first_name, last_name, company)
     select format('bench.customer.%s@example.com', g), 'CUSTOMER', true, 'Bench', format('Customer %s', g), format('Company %s', g % 40)
     from generate_series(1, $1::int) g
     union all select $2, 'ADMIN', true, 'Bench', 'Admin', null
     union all select $3, 'CUSTOMER', true, 'Bench', 'Reader', null`,
    [CUSTOMERS, ADMIN_EMAIL, READER_EMAIL],
  ],
  // The customers' companies: one per company name (its first customer the owner, the others buyers), the reader's its own.
  [`insert into companies (name) select distinct coalesce(company, 'Bench Reader') from users where role = 'CUSTOMER'`, []],
  [
    `insert into company_members (company_id, user_id, role)
     select c.id, u.id, case when row_number() over (partition by c.id order by u.id) = 1 then 'owner' else 'buyer' end
     from users u join companies c on c.name = coalesce(u.company, 'Bench Reader') where u.role = 'CUSTOMER'`,
    [],
  ],
  [
    `insert into purchase_requests (user_id, company_id, status, source, setup_cents, monthly_cents, total_cents, created_at, updated_at)
     select m.user_id, m.company_id, ($2::text[])[1 + (g * 37) % cardinality($2::text[])], 'cart', 0, 0, 0,
            now() - g * interval '97 minutes', now() - g * interval '97 minutes'
     from (select array_agg(id order by id) as ids from users where email like 'bench.customer.%') customers
          cross join generate_series(1, $1::int) g
          join company_members m on m.user_id = ids[1 + (g * 7919) % cardinality(ids)]`,
    [PURCHASE_REQUESTS, [...PURCHASE_REQUEST_STATUSES]],
  ],
  [
    `insert into purchase_request_items (request_id, product_id, product_name, arm_name, quantity, unit_setup_cents, unit_monthly_cents, quote_required)
     select r.id, p.id, p.name, p.arm_name, 1 + (r.id + k) % 3, coalesce(p.setup_cents, 0), coalesce(p.monthly_cents, 0),
            p.setup_cents is null or p.monthly_cents is null
     from purchase_requests r cross join generate_series(0, 2) k
     join (select p.*, a.name as arm_name, row_number() over (order by p.id) - 1 as n, count(*) over () as products
           from products p join arms a on a.id = p.arm_id) p on p.n = (r.id * 13 + k * 5) % p.products
     where k <= r.id % 3`,
    [],
  ],
  [
    `update purchase_requests r set setup_cents = t.setup, monthly_cents = t.monthly, total_cents = t.setup + t.monthly
     from (select request_id, sum(quantity * unit_setup_cents) as setup, sum(quantity * unit_monthly_cents) as monthly
           from purchase_request_items group by request_id) t
     where t.request_id = r.id`,
    [],
  ],
  [
    `insert into cart_items (user_id, product_id, quantity)
     select u.id, o.id, case when u.email = $1 then 1 + o.n % 3 else 1 end
     from users u cross join (select id, row_number() over (order by id) - 1 as n from products
                              where archived_at is null and setup_cents is not null and monthly_cents is not null) o
     where u.email like 'bench.customer.%' or (u.email = $1 and o.n < 3)`,
    [READER_EMAIL],
  ],
];
