import type { EntityName, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from './api-error';

/** The row with this id (row-locked when `lockMode` is given, inside a transaction), else a 404 with `notFoundText`. */
export async function findOr404<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  id: number,
  notFoundText: string,
  lockMode?: LockMode,
): Promise<T> {
  const row = await em.findOne(entity, { id } as never, lockMode ? { lockMode } : {});
  if (!row) throw notFound(notFoundText);
  return row as T;
}
