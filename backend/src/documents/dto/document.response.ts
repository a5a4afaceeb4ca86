import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KINDS, type DocumentKind } from '@voosh/shared';
import type { BusinessDocument } from '../entities/business-document.entity';

/** One document of a request; its PDF is at `GET /api/purchase-requests/{id}/documents/{documentId}/pdf`. */
export class DocumentResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 7 }) requestId!: number;
  @ApiProperty({ enum: DOCUMENT_KINDS, example: 'quote' }) kind!: DocumentKind;
  @ApiProperty({ example: 'Q-2026-00012', description: 'Numbered per kind and year without gaps' }) number!: string;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Quotes: when a newer quote replaced this one' })
  supersededAt!: string | null;
  @ApiProperty({ example: 52500, description: 'The amount due the document states, in US cents' }) amountDueCents!: number;

  static from(document: BusinessDocument): DocumentResponse {
    return {
      id: document.id,
      requestId: document.content.requestId,
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      supersededAt: document.supersededAt?.toISOString() ?? null,
      amountDueCents: document.content.amountDueCents,
    };
  }
}
