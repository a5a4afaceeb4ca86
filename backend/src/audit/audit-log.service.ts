import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManager as RootEntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { User } from '../users/entities/user.entity';
import { AuditEntry, type AuditSubjectType } from './entities/audit-entry.entity';

export interface AuditRecord {
  actor: User;
  action: string;
  subjectType: AuditSubjectType;
  subjectId: number;
  details?: Record<string, unknown>;
}

/** Entries shown about one subject, newest first. */
export const AUDIT_ENTRIES_SHOWN = 50;

/** The audit log: written in the transaction of the change it records, so neither exists without the other. */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger('Audit');

  constructor(private readonly em: RootEntityManager) {}

  /** Records `entry` in `em`'s transaction (and says so in the log once it is written). */
  record(em: EntityManager, { actor, details = {}, ...entry }: AuditRecord): void {
    em.create(AuditEntry, { ...entry, details, actor: actor.id, actorEmail: actor.email });
    this.logger.log(`${entry.action} on ${entry.subjectType} ${entry.subjectId} by user ${actor.id}`);
  }

  /** The latest entries about one subject, newest first. */
  about(subjectType: AuditSubjectType, subjectId: number): Promise<AuditEntry[]> {
    return this.em.fork().find(AuditEntry, { subjectType, subjectId }, { orderBy: { id: 'desc' }, limit: AUDIT_ENTRIES_SHOWN });
  }
}
