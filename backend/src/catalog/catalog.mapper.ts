import { formatMonthly, formatUsd, PRICE_GUIDE, productSlug, QUOTE_REQUIRED } from '@voosh/shared';
import type { Arm } from './entities/arm.entity';
import type { PrebuiltPackage } from './entities/prebuilt-package.entity';
import type { PriceExample } from './entities/price-example.entity';
import type { Product } from './entities/product.entity';
import type { Tier } from './entities/tier.entity';
import type {
  ArmResponse,
  ArmSummary,
  CentsRange,
  PrebuiltPackageResponse,
  PriceGuideResponse,
  ProductResponse,
  TierResponse,
} from './dto/catalog.responses';

/** Entity -> answer mapping of the catalogue; display texts are derived here, never stored. */
export const armSummary = (arm: Arm): ArmSummary => ({ id: arm.id, name: arm.name, slug: arm.slug, title: arm.title });

export function productResponse(product: Product, arm: Arm): ProductResponse {
  const quoteRequired = product.setupCents === null || product.monthlyCents === null;
  return {
    id: product.id,
    name: product.name,
    slug: productSlug(product.name),
    description: product.description,
    features: product.features,
    setupCents: product.setupCents,
    monthlyCents: product.monthlyCents,
    pricing: {
      oneTime: product.setupCents === null ? QUOTE_REQUIRED : formatUsd(product.setupCents),
      monthly: product.monthlyCents === null ? QUOTE_REQUIRED : formatMonthly(product.monthlyCents),
    },
    quoteRequired,
    popular: product.popular,
    includes: product.includes,
    arm: armSummary(arm),
  };
}

export const armResponse = (arm: Arm, products: Product[]): ArmResponse => ({
  ...armSummary(arm),
  key: arm.key,
  description: arm.description,
  icon: arm.icon,
  color: arm.color,
  products: products.map((product) => productResponse(product, arm)),
});

export const tierResponse = ({ position: _position, ...tier }: Tier): TierResponse => ({ ...tier, price: formatUsd(tier.priceCents) });

export const prebuiltPackageResponse = ({ position: _position, ...pack }: PrebuiltPackage): PrebuiltPackageResponse => pack;

const range = ({ min, max }: { min: number; max: number }): CentsRange => ({ min, max, text: `${formatUsd(min)}-${formatUsd(max)}` });

export function priceGuideResponse(examples: PriceExample[]): PriceGuideResponse {
  return {
    perNodeCents: PRICE_GUIDE.perNodeCents,
    complexityAddOn: range(PRICE_GUIDE.complexityAddOnCents),
    monthlySupport: range(PRICE_GUIDE.monthlySupportCents),
    examples: examples.map(({ id: _id, position: _position, ...example }) => ({
      ...example,
      projectPrice: formatUsd(example.projectCents),
      monthlyPrice: formatMonthly(example.monthlyCents),
    })),
    otherArmRanges: PRICE_GUIDE.otherArmRanges.map((entry) => ({ arm: entry.arm, ...range(entry) })),
    whyFair: [...PRICE_GUIDE.whyFair],
  };
}
