import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { CatalogVersionWatcher } from '../catalog/catalog-version-watcher';
import type { Arm } from '../catalog/entities/arm.entity';
import type { Product } from '../catalog/entities/product.entity';
import { conflict } from '../common/http/api-error';

/**
 * Every catalogue edit goes through here: one transaction that also bumps the catalogue version
 * (so /api/arms, /api/products and their ETags change on every instance), and a
 * unique-name race answered as a 409 (the service checks first, the constraint settles races).
 */
@Injectable()
export class CatalogWritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly versions: CatalogVersionWatcher,
  ) {}

  async run<T>(nameTakenText: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      const { answer, version } = await this.em.fork().transactional(async (em) => {
        const answer = await work(em);
        return { answer, version: await bumpCatalogVersion(em) };
      });
      // Committed: this instance's next answers show the edit, before the notification comes back.
      this.versions.advanceTo(version);
      return answer;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(nameTakenText);
      throw error;
    }
  }
}

/** One past the highest position among `where`'s rows (every arm, or an arm's products), so a new arm or product is listed last. */
export async function nextPosition<T extends Arm | Product>(
  em: EntityManager,
  entity: new () => T,
  where: { arm?: number } = {},
): Promise<number> {
  const row = await em
    .createQueryBuilder(entity)
    .select(raw('coalesce(max(position) + 1, 0) as next'))
    .where(where)
    .execute<{ next: number }>('get');
  return row.next;
}
