import type { EntityManager } from '@mikro-orm/core';

/** The PostgreSQL channel told of every new catalogue version (payload: the version). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * The catalogue version (table catalog_versions, one row): the public catalogue's snapshot is
 * valid for one version, so an edit made through any instance reaches every instance's answers
 * and ETags (see CatalogVersionWatcher).
 */
export async function readCatalogVersion(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ version: number }[]>('select version from catalog_versions where id = 1');
  return row?.version ?? 0;
}

/**
 * Call inside the edit's transaction: the new version commits with the new rows, or not at all,
 * and PostgreSQL notifies the listening instances at the commit. Answers the new version.
 */
export async function bumpCatalogVersion(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ version: number }[]>(
    `with bumped as (update catalog_versions set version = version + 1, updated_at = now() where id = 1 returning version)
     select version, pg_notify(?, version::text) from bumped`,
    [CATALOG_CHANGED_CHANNEL],
    'all',
    em.getTransactionContext(),
  );
  return row?.version ?? 0;
}
