import type { DataExportResponse } from './dto/data-export.response';
import type { DataExport } from './entities/data-export.entity';

export function dataExportResponse(made: DataExport, now = new Date()): DataExportResponse {
  return {
    id: made.id,
    status: made.status,
    createdAt: made.createdAt.toISOString(),
    readyAt: made.readyAt?.toISOString() ?? null,
    expiresAt: made.expiresAt?.toISOString() ?? null,
    sizeBytes: made.sizeBytes,
    expired: made.expiresAt !== null && made.expiresAt.getTime() <= now.getTime(),
  };
}
