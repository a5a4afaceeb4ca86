import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DataExportStatus } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';

/**
 * A copy of a customer's data, asked for by the customer or, on their written request, by an
 * admin: built in the background into a ZIP kept here (any instance serves it) until it expires.
 */
@Entity({ tableName: 'data_exports' })
@Index({ properties: ['user', 'createdAt'] })
export class DataExport {
  [OptionalProps]?: 'status' | 'archive' | 'sizeBytes' | 'requestedBy' | 'readyAt' | 'expiresAt' | 'createdAt';

  /** A random UUID: the id in the e-mailed link. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Whose data it holds. */
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  /** The admin who produced it for the customer; null when the customer asked. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  requestedBy: User | null = null;

  @Property({ type: 'string', length: 10 })
  status: DataExportStatus = 'building';

  /** The ZIP, once built; read only to download it. */
  @Property({ type: 'blob', lazy: true, nullable: true })
  archive: Buffer | null = null;

  @Property({ type: 'integer', nullable: true })
  sizeBytes: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  readyAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
