import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { DataExport } from './data-export.entity';

/** A data export downloaded in a sign-in session: each session downloads it once. */
@Entity({ tableName: 'data_export_downloads' })
export class DataExportDownload {
  [PrimaryKeyProp]?: ['export', 'sessionId'];
  [OptionalProps]?: 'downloadedAt';

  @ManyToOne({ entity: () => DataExport, primary: true, deleteRule: 'cascade' })
  export!: DataExport;

  /** The session token's id (`jti`). */
  @Property({ type: 'string', length: 64, primary: true })
  sessionId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  downloadedAt: Date = new Date();
}
