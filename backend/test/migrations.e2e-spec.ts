// @test-pass direct: the migrations against the entities; it starts no app
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config';
import { createTestDatabase } from './support/test-database';

/**
 * The migrations and the entities describe one schema: an entity change without its migration
 * (an index, a column, a constraint) shows up here as SQL MikroORM would still have to run.
 */
describe('database migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormConfig(database.url));
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('leave nothing for the entities to change in the migrated schema', async () => {
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });

  it('run down and up again, the last five of them, to the same schema', async () => {
    const migrator = orm.getMigrator();
    const applied = await migrator.getExecutedMigrations();
    // `to` is reverted too.
    await migrator.down({ to: applied.at(-5)!.name });
    expect(await migrator.getPendingMigrations()).toHaveLength(5);
    await migrator.up();
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });
});
