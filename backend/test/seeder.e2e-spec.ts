import { MikroORM } from '@mikro-orm/postgresql';
import { ARMS, PREBUILT_PACKAGES, PRICE_GUIDE, TIERS } from '@voosh/shared';
import { Product } from '../src/catalog/entities/product.entity';
import { CATALOG_SEED_MARKER, CatalogSeeder } from '../src/database/seeders/catalog.seeder';
import { JobRun } from '../src/settings/entities/job-run.entity';
import { createTestApp, TestApp } from './support/test-app';

const TABLES = ['arms', 'products', 'tiers', 'prebuilt_packages', 'price_examples'] as const;

describe('Catalogue seeder', () => {
  let t: TestApp;
  let orm: MikroORM;
  beforeAll(async () => {
    t = await createTestApp();
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  /** Every row of the catalogue tables, as text, in a stable order. */
  const snapshot = async () => {
    const connection = orm.em.getConnection();
    const rows: Record<string, unknown[]> = {};
    for (const table of TABLES) rows[table] = await connection.execute(`select * from "${table}" order by 1`);
    return JSON.stringify(rows);
  };

  it('loads every arm, product, tier, package and price example of libs/shared', async () => {
    const count = (table: string) =>
      orm.em
        .getConnection()
        .execute(`select count(*)::int as n from "${table}"`)
        .then(([row]) => row.n);
    expect(await count('arms')).toBe(ARMS.length);
    expect(await count('products')).toBe(ARMS.reduce((sum, arm) => sum + arm.products.length, 0));
    expect(await count('tiers')).toBe(TIERS.length);
    expect(await count('prebuilt_packages')).toBe(PREBUILT_PACKAGES.length);
    expect(await count('price_examples')).toBe(PRICE_GUIDE.examples.length);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await orm.seeder.seed(CatalogSeeder);
    await orm.seeder.seed(CatalogSeeder);
    expect(await snapshot()).toBe(before);
  });

  it('never overwrites an edit made since', async () => {
    const em = orm.em.fork();
    const snapForm = await em.findOneOrFail(Product, { name: 'SnapForm' });
    snapForm.setupCents = 26_000;
    snapForm.description = 'Edited by an admin';
    await em.flush();

    await orm.seeder.seed(CatalogSeeder);

    const reread = await orm.em.fork().findOneOrFail(Product, { name: 'SnapForm' });
    expect(reread).toMatchObject({ setupCents: 26_000, description: 'Edited by an admin' });
  });

  it('never puts back what an admin deleted', async () => {
    const em = orm.em.fork();
    await em.nativeDelete(Product, { name: 'AutoGreet' });
    await orm.seeder.seed(CatalogSeeder);
    expect(await orm.em.fork().count(Product, { name: 'AutoGreet' })).toBe(0);
  });

  it('completes a catalogue loaded before the seed marker existed, without duplicates', async () => {
    const em = orm.em.fork();
    await em.nativeDelete(JobRun, { name: CATALOG_SEED_MARKER });
    await orm.seeder.seed(CatalogSeeder);
    const names = (await orm.em.fork().find(Product, {}, { fields: ['name'] })).map((product) => product.name);
    expect(names).toContain('AutoGreet');
    expect(new Set(names).size).toBe(names.length);
  });
});
