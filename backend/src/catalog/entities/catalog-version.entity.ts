import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One row (id 1) counting catalogue edits. Every edit bumps it in its own transaction, so the
 * new version and the new rows commit together; each instance compares it with the version of
 * its in-memory snapshot and reloads when they differ.
 */
@Entity({ tableName: 'catalog_versions' })
export class CatalogVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
