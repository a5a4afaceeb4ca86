/** Test fixtures: the catalogue seed data (libs/shared) in the API's answer shapes. */
import { ARMS, formatUsd, PREBUILT_PACKAGES, productPricing, productSlug, TIERS, type ArmSeed } from '@voosh/shared';
import type { Arm, PrebuiltPackage, Tier } from './api/types';

export function armAnswer(seed: ArmSeed, armIndex = ARMS.indexOf(seed)): Arm {
  const summary = { id: armIndex + 1, name: seed.name, slug: seed.slug, title: seed.title };
  return {
    ...summary,
    key: seed.key,
    description: seed.description,
    icon: seed.icon,
    color: seed.color,
    products: seed.products.map((product, index) => ({
      id: (armIndex + 1) * 100 + index,
      name: product.name,
      slug: productSlug(product.name),
      description: product.description,
      features: product.features,
      setupCents: product.setupCents,
      monthlyCents: product.monthlyCents,
      pricing: productPricing(product),
      quoteRequired: product.setupCents === null || product.monthlyCents === null,
      popular: product.popular ?? false,
      includes: product.includes ?? null,
      arm: summary,
    })),
  };
}

export const armsAnswer = (): Arm[] => ARMS.map((arm) => armAnswer(arm));

export const tiersAnswer = (): Tier[] =>
  TIERS.map((tier) => ({ ...tier, price: formatUsd(tier.priceCents), includedFeatures: [...tier.includedFeatures] }));

export const prebuiltPackagesAnswer = (): PrebuiltPackage[] => PREBUILT_PACKAGES.map((pack) => ({ ...pack, tools: [...pack.tools] }));

/** The mockApi answers of every catalogue list the home page reads. */
export const catalogueAnswers = () => ({
  'GET /api/arms': { body: armsAnswer() },
  'GET /api/tiers': { body: tiersAnswer() },
  'GET /api/prebuilt-packages': { body: prebuiltPackagesAnswer() },
});
