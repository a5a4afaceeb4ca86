import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { DocumentKind } from '@voosh/shared';
import { PurchaseRequest } from '../../purchase-requests/entities/purchase-request.entity';
import type { DocumentContent } from '../document-content';

/**
 * A document issued for a purchase request: its number, taken without gaps when it was created,
 * everything it shows (`content`) and its PDF as issued. Documents are never edited or deleted; a
 * quote or an unpaid invoice whose amount an admin changed is superseded by a new one.
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

  /**
   * The PDF as issued and sent (read only when asked for); null for the quotes issued before PDFs
   * were stored, which are drawn again from `content`.
   */
  @Property({ type: 'blob', lazy: true, nullable: true })
  pdf: Buffer | null = null;
}
