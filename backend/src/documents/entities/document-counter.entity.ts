import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The last number taken for one kind of document in one year (see takeDocumentNumber). */
@Entity({ tableName: 'document_counters' })
export class DocumentCounter {
  @PrimaryKey({ type: 'string', length: 10 })
  prefix!: string;

  @PrimaryKey({ type: 'integer' })
  year!: number;

  @Property({ type: 'integer' })
  last!: number;
}
