import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BusinessDocument } from './business-document.entity';

/**
 * A reminder sent about an invoice (a stage of INVOICE_REMINDER_STAGES, or INVOICE_OVERDUE_MARK
 * once it was told to be overdue): its key keeps each one to once, whatever the instances.
 */
@Entity({ tableName: 'invoice_reminders' })
export class InvoiceReminder {
  [PrimaryKeyProp]?: ['document', 'stage'];

  @ManyToOne({ entity: () => BusinessDocument, primary: true, deleteRule: 'cascade' })
  document!: BusinessDocument;

  @Property({ type: 'string', length: 20, primary: true })
  stage!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}
