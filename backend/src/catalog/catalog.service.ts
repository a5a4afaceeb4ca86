import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@voosh/shared';
import { notFound } from '../common/http/api-error';
import { CatalogVersionWatcher } from './catalog-version-watcher';
import { armResponse, prebuiltPackageResponse, priceGuideResponse, tierResponse } from './catalog.mapper';
import type { ArmResponse, PrebuiltPackageResponse, PriceGuideResponse, ProductResponse, TierResponse } from './dto/catalog.responses';
import { Arm } from './entities/arm.entity';
import { PrebuiltPackage } from './entities/prebuilt-package.entity';
import { PriceExample } from './entities/price-example.entity';
import { Product } from './entities/product.entity';
import { Tier } from './entities/tier.entity';

export interface CatalogSnapshot {
  arms: ArmResponse[];
  products: ProductResponse[];
  tiers: TierResponse[];
  prebuiltPackages: PrebuiltPackageResponse[];
  priceGuide: PriceGuideResponse;
}

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The public catalogue. It is small and read on every page, so it is answered from an in-memory
 * snapshot, valid for one catalogue version (CatalogVersionWatcher): reloaded when an edit, made
 * through this instance or another, has bumped it. Answers are the same bytes until then, so the
 * content ETag changes exactly when the catalogue does. Archived products are not part of it.
 */
@Injectable()
export class CatalogService {
  private cached?: { version: number; snapshot: Promise<CatalogSnapshot> };

  constructor(
    private readonly em: EntityManager,
    private readonly versions: CatalogVersionWatcher,
  ) {}

  async arms(): Promise<ArmResponse[]> {
    return (await this.snapshot()).arms;
  }

  async arm(slug: string): Promise<ArmResponse> {
    const arm = (await this.snapshot()).arms.find((candidate) => candidate.slug === slug.toLowerCase());
    if (!arm) throw notFound(MESSAGES.armNotFound);
    return arm;
  }

  /** Every product, or those whose name, description, arm name or arm title contain `q`. */
  async products(q?: string): Promise<ProductResponse[]> {
    const { products, arms } = await this.snapshot();
    const needle = q?.trim().toLowerCase();
    if (!needle) return products;
    const armTitles = new Map(arms.map((arm) => [arm.id, arm.title.toLowerCase()]));
    return products.filter((product) =>
      [product.name, product.description, product.arm.name, armTitles.get(product.arm.id) ?? ''].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    );
  }

  async product(id: number): Promise<ProductResponse> {
    const product = (await this.snapshot()).products.find((candidate) => candidate.id === id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async tiers(): Promise<TierResponse[]> {
    return (await this.snapshot()).tiers;
  }

  async prebuiltPackages(): Promise<PrebuiltPackageResponse[]> {
    return (await this.snapshot()).prebuiltPackages;
  }

  async priceGuide(): Promise<PriceGuideResponse> {
    return (await this.snapshot()).priceGuide;
  }

  /** The catalogue as of the current version (read once per version, shared by every caller). */
  async snapshot(): Promise<CatalogSnapshot> {
    // Version first, rows second: rows at least as new as the version, never older.
    const version = await this.versions.current();
    if (this.cached?.version !== version) {
      const cached = { version, snapshot: this.read() };
      this.cached = cached;
      cached.snapshot.catch(() => {
        if (this.cached === cached) this.cached = undefined;
      });
    }
    return this.cached.snapshot;
  }

  private async read(): Promise<CatalogSnapshot> {
    const em = this.em.fork();
    const [arms, products, tiers, prebuiltPackages, examples] = await Promise.all([
      em.find(Arm, {}, { orderBy: { position: 'asc', id: 'asc' } }),
      em.find(Product, { archivedAt: null }, { orderBy: { position: 'asc', id: 'asc' } }),
      em.find(Tier, {}, { orderBy: { position: 'asc' } }),
      em.find(PrebuiltPackage, {}, { orderBy: { position: 'asc' } }),
      em.find(PriceExample, {}, { orderBy: { position: 'asc' } }),
    ]);
    const armAnswers = arms.map((arm) =>
      armResponse(
        arm,
        products.filter((product) => product.arm.id === arm.id),
      ),
    );
    return {
      arms: armAnswers,
      products: armAnswers.flatMap((arm) => arm.products),
      tiers: tiers.map(tierResponse),
      prebuiltPackages: prebuiltPackages.map(prebuiltPackageResponse),
      priceGuide: priceGuideResponse(examples),
    };
  }
}
