import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgListener } from '../common/database/pg-listener';
import { CatalogVersionWatcher } from './catalog-version-watcher';
import { CatalogService } from './catalog.service';

/**
 * The catalogue version lookup shared by concurrent reads while the watcher is not listening for
 * edits (start-up, a lost connection): one query per round trip, and never an answer from a
 * lookup that began before the read came (it could predate a committed edit).
 */
describe('CatalogService version lookups', () => {
  function fixture() {
    const database = { version: 1, lookups: [] as (() => void)[], reloads: 0 };
    const connection = {
      execute: () => {
        // The version a query sees is the one committed when it starts.
        const seen = database.version;
        return new Promise((resolve) => database.lookups.push(() => resolve([{ version: seen }])));
      },
    };
    const em = {
      fork: () => ({
        getConnection: () => connection,
        find: async () => {
          database.reloads += 1;
          return [];
        },
      }),
    };
    const versions = new CatalogVersionWatcher(em as unknown as EntityManager, { subscribe: () => undefined } as unknown as PgListener);
    return { database, service: new CatalogService(em as unknown as EntityManager, versions) };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('shares one lookup among the reads waiting for it, each seeing edits committed before it came', async () => {
    const { database, service } = fixture();
    const first = service.arms();
    await settle();
    expect(database.lookups).toHaveLength(1);

    database.version = 2; // an edit commits while the first lookup is under way
    const later = [service.arms(), service.arms(), service.arms()];
    await settle();
    expect(database.lookups).toHaveLength(1); // the later reads wait for a lookup of their own

    database.lookups[0]!();
    await first;
    await settle();
    expect(database.lookups).toHaveLength(2); // one lookup for the three of them
    expect(database.reloads).toBe(5); // the first read loaded version 1 (five tables)

    database.lookups[1]!();
    await Promise.all(later);
    expect(database.reloads).toBe(10); // version 2 seen, loaded once for all three
    expect(database.lookups).toHaveLength(2);
  });

  it('looks the version up again for a read that comes once the lookups are done', async () => {
    const { database, service } = fixture();
    const first = service.arms();
    await settle();
    database.lookups[0]!();
    await first;

    const second = service.arms();
    await settle();
    expect(database.lookups).toHaveLength(2);
    database.lookups[1]!();
    await second;
    expect(database.reloads).toBe(5); // same version: the snapshot is reused
  });
});
