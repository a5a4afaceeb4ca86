import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { ARMS, PREBUILT_PACKAGES, PRICE_GUIDE, TIERS } from '@voosh/shared';
import { bumpCatalogVersion } from '../../catalog/catalog-version';
import { Arm } from '../../catalog/entities/arm.entity';
import { PrebuiltPackage } from '../../catalog/entities/prebuilt-package.entity';
import { PriceExample } from '../../catalog/entities/price-example.entity';
import { Product } from '../../catalog/entities/product.entity';
import { Tier } from '../../catalog/entities/tier.entity';
import { JobRun } from '../../settings/entities/job-run.entity';

/** Marks a database whose catalogue was loaded: from then on the catalogue is the admins'. */
export const CATALOG_SEED_MARKER = 'catalog-seed';

/**
 * Loads the catalogue of libs/shared into a new database, once: a marker row in job_runs records
 * it, so what admins later edit, archive or delete is never put back at the next start. Within
 * that one run it inserts only what is missing (by arm key, product name, tier and package id,
 * example name), so a database loaded before the marker existed is completed, not duplicated.
 */
export class CatalogSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await em.transactional(async (tx) => {
      // The advisory lock makes a second instance starting at the same moment wait, then skip.
      await tx
        .getConnection()
        .execute('select pg_advisory_xact_lock(hashtext(?))', [CATALOG_SEED_MARKER], 'run', tx.getTransactionContext());
      if (await tx.findOne(JobRun, { name: CATALOG_SEED_MARKER })) return;
      await this.seedArms(tx);
      await this.seedTiers(tx);
      await this.seedPrebuiltPackages(tx);
      await this.seedPriceExamples(tx);
      // Running instances reload their catalogue snapshot: the seed may have inserted rows.
      await bumpCatalogVersion(tx);
      tx.create(JobRun, { name: CATALOG_SEED_MARKER, lastRunAt: new Date() });
    });
  }

  private async seedArms(em: EntityManager): Promise<void> {
    const arms = new Map((await em.find(Arm, {})).map((arm) => [arm.key, arm]));
    const productNames = new Set((await em.find(Product, {}, { fields: ['name'] })).map((product) => product.name));
    ARMS.forEach((seed, armIndex) => {
      let arm = arms.get(seed.key);
      if (!arm) {
        const { products: _products, ...fields } = seed;
        arm = em.create(Arm, { ...fields, position: armIndex });
      }
      seed.products.forEach((product, productIndex) => {
        if (productNames.has(product.name)) return;
        em.create(Product, {
          arm: arm!,
          name: product.name,
          description: product.description,
          setupCents: product.setupCents,
          monthlyCents: product.monthlyCents,
          features: [...product.features],
          includes: product.includes ? [...product.includes] : null,
          popular: product.popular ?? false,
          position: productIndex,
        });
      });
    });
    await em.flush();
  }

  private async seedTiers(em: EntityManager): Promise<void> {
    const existing = new Set((await em.find(Tier, {})).map((tier) => tier.id));
    TIERS.forEach((tier, position) => {
      if (!existing.has(tier.id)) em.create(Tier, { ...tier, includedFeatures: [...tier.includedFeatures], position });
    });
    await em.flush();
  }

  private async seedPrebuiltPackages(em: EntityManager): Promise<void> {
    const existing = new Set((await em.find(PrebuiltPackage, {})).map((pack) => pack.id));
    PREBUILT_PACKAGES.forEach((pack, position) => {
      if (!existing.has(pack.id)) em.create(PrebuiltPackage, { ...pack, tools: [...pack.tools], position });
    });
    await em.flush();
  }

  private async seedPriceExamples(em: EntityManager): Promise<void> {
    const existing = new Set((await em.find(PriceExample, {})).map((example) => example.name));
    PRICE_GUIDE.examples.forEach((example, position) => {
      if (!existing.has(example.name)) em.create(PriceExample, { ...example, position });
    });
    await em.flush();
  }
}
