import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { DocumentKind } from '@voosh/shared';
import { PurchaseRequest } from '../../purchase-requests/entities/purchase-request.entity';
import type { DocumentContent } from '../document-content';

/**
 * A document issued for a purchase request: its number, taken without gaps when it was created,
 * and everything it shows (`content`), so its PDF is reproduced byte for byte from this row.
 * Documents are never edited or deleted; a quote an admin's adjustment replaced is superseded.
 */
@Entity({ tableName: 'business_documents' })
@Unique({ properties: ['number'] })
@Index({ properties: ['request', 'id'] })
export class BusinessDocument {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => PurchaseRequest, deleteRule: 'restrict' })
  request!: PurchaseRequest;

  @Property({ type: 'string', length: 20 })
  kind!: DocumentKind;

  @Property({ type: 'string', length: 20 })
  number!: string;

  @Property({ type: 'datetime' })
  issuedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  supersededAt: Date | null = null;

  @Property({ type: 'json' })
  content!: DocumentContent;
}
