/** An audit entry as the console shows it. */
import type { AuditEntry } from './entities/audit-entry.entity';
import type { AuditEntryResponse } from './dto/audit-entry.response';

export function auditEntryResponse(entry: AuditEntry): AuditEntryResponse {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    action: entry.action,
    actorEmail: entry.actorEmail,
    details: entry.details,
  };
}
