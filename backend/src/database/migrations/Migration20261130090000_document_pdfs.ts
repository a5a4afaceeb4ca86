import { Migration } from '@mikro-orm/migrations';

/**
 * PDFs of invoices, receipts and credit notes: each document keeps its PDF as issued, and an
 * e-mail its attachments (the receipt) until it is sent. The quotes issued before get the content
 * fields documents now carry: their own amount (the amount due), no payment, and empty vendor
 * details beside the name they printed (they are drawn again from this content, as before).
 */
export class Migration20261130090000_document_pdfs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "business_documents" add column "pdf" bytea null;`);
    this.addSql(
      `update "business_documents" set "content" = jsonb_build_object(
         'amountCents', "content"->'amountDueCents', 'paymentKind', null, 'period', null, 'dueDate', null, 'payment', null, 'balanceDueCents', null, 'relatesTo', null, 'reason', null
       ) || "content" || jsonb_build_object('vendor', '{"address": "", "email": "", "phone": "", "taxId": ""}'::jsonb || ("content"->'vendor'))
       where not jsonb_exists("content", 'amountCents');`,
    );
    this.addSql(`alter table "outbox_messages" add column "attachments" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_messages" drop column "attachments";`);
    this.addSql(`alter table "business_documents" drop column "pdf";`);
  }
}
