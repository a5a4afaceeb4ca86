import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import { conflict } from '../common/http/api-error';

/**
 * Every catalogue edit goes through here: one transaction, a unique-name race answered as a 409
 * (the service checks first, the constraint settles races), and the public catalogue's snapshot
 * dropped so /api/arms and its ETag change at once.
 */
@Injectable()
export class CatalogWritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async run<T>(nameTakenText: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.fork().transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(nameTakenText);
      throw error;
    } finally {
      this.catalog.invalidate();
    }
  }
}
