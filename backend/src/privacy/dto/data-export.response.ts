import { ApiProperty } from '@nestjs/swagger';
import { DATA_EXPORT_STATUSES, type DataExportStatus } from '@voosh/shared';

/** A copy of a customer's data: being built, ready to download until it expires, or failed. */
export class DataExportResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: DATA_EXPORT_STATUSES }) status!: DataExportStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readyAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Downloads are refused from then on' })
  expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The ZIP file, in bytes' }) sizeBytes!: number | null;
  @ApiProperty({ description: 'Past its expiry: ask for a new one' }) expired!: boolean;
}
