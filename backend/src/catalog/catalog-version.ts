import type { EntityManager } from '@mikro-orm/core';

/**
 * The catalogue version (table catalog_versions, one row): the public catalogue's snapshot is
 * valid for one version, so an edit made through any instance reaches every instance's answers
 * and ETags on their next request.
 */
export async function readCatalogVersion(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ version: number }[]>('select version from catalog_versions where id = 1');
  return row?.version ?? 0;
}

/** Call inside the edit's transaction: the new version commits with the new rows, or not at all. */
export async function bumpCatalogVersion(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute('update catalog_versions set version = version + 1, updated_at = now() where id = 1', [], 'run', em.getTransactionContext());
}
