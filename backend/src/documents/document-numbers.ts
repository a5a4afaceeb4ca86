import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENT_NUMBER_PREFIXES, documentNumber, type DocumentKind } from '@voosh/shared';

/**
 * The next number of `kind` for the year of `issuedAt` (UTC), taken inside the caller's
 * transaction: the counter's row stays locked until that transaction ends, so concurrent
 * documents take consecutive numbers, and a rollback gives its number back. No gap, no reuse.
 */
export async function takeDocumentNumber(em: EntityManager, kind: DocumentKind, issuedAt: Date): Promise<string> {
  const prefix = DOCUMENT_NUMBER_PREFIXES[kind];
  const year = issuedAt.getUTCFullYear();
  const [row] = await em.execute<{ last: number }[]>(
    `insert into document_counters (prefix, year, last) values (?, ?, 1)
     on conflict (prefix, year) do update set last = document_counters.last + 1
     returning last`,
    [prefix, year],
  );
  return documentNumber(prefix, year, row!.last);
}
