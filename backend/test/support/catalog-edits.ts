import { bumpCatalogVersion } from '../../src/catalog/catalog-version';
import { Product } from '../../src/catalog/entities/product.entity';
import type { TestApp } from './test-app';

/** What another instance's edit leaves behind: a new description and a bumped catalogue version, nothing in this process. */
export const editProductElsewhere = (app: TestApp, productId: number, description: string) =>
  app.em().transactional(async (em) => {
    await em.nativeUpdate(Product, productId, { description });
    await bumpCatalogVersion(em);
  });
