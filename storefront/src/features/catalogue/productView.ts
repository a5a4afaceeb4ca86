import { MESSAGES } from '@voosh/shared';
import type { Product } from './api/types';
import { hasPricing, productKind } from './components/productKind';
import { customerProductPath } from './productSearch';
import type { DetailItem } from './productLookup';
import { PRODUCT_DETAIL_TEXTS as TEXTS } from './productDetailTexts';

/**
 * What the page can do with the item: order it (cart and Request Payment, as the API takes a
 * priced catalogue product), request a quote (custom products), or nothing, saying why.
 */
export type Purchase =
  | { kind: 'order'; product: Product; productType: 'arm' | 'package' }
  | { kind: 'quote'; product: Product }
  | { kind: 'unavailable'; reason: string };

/** The item as the page shows it, whatever its type. */
export interface DetailView {
  name: string;
  /** The type badge: the arm's name, 'Service Tier', 'Complete Package' or 'Pre-built Package'. */
  typeLabel: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Headline price in US cents (per month for a tier); null when quoted or not priced. */
  price: { cents: number; perMonth: boolean; label: string } | null;
  /** A product's monthly fee, shown under its setup price. */
  monthlyCents: number | null;
  /** A package's contents, linked where they are catalogue products. */
  includes: { name: string; to?: string }[];
  purchase: Purchase;
}

function productView(product: Product, productType: 'arm' | 'package'): DetailView {
  const kind = productKind(product);
  const priced = hasPricing(product);
  const purchase: Purchase =
    kind === 'custom'
      ? { kind: 'quote', product }
      : priced
        ? { kind: 'order', product, productType }
        : { kind: 'unavailable', reason: MESSAGES.pricingUnavailable };
  return {
    name: product.name,
    typeLabel: kind === 'package' ? TEXTS.typeLabels.completePackage : product.arm.name,
    description: product.description,
    features: product.features,
    popular: product.popular,
    price: priced ? { cents: product.setupCents!, perMonth: false, label: TEXTS.setupLabel } : null,
    monthlyCents: priced ? product.monthlyCents : null,
    includes: (product.includes ?? []).map((name) => ({ name })),
    purchase,
  };
}

/** The page's view of a looked-up item. */
export function detailView(item: DetailItem): DetailView {
  if ('product' in item) return productView(item.product, item.type);
  if ('tier' in item) {
    const { tier } = item;
    return {
      name: tier.name,
      typeLabel: TEXTS.typeLabels.tier,
      description: tier.description,
      features: tier.includedFeatures,
      popular: tier.popular,
      price: { cents: tier.priceCents, perMonth: true, label: TEXTS.tierPriceLabel },
      monthlyCents: null,
      includes: [],
      purchase: { kind: 'unavailable', reason: TEXTS.tierComingSoon(tier.name) },
    };
  }
  const { pack, tools } = item;
  const allPriced = tools.length === pack.tools.length && tools.every(hasPricing);
  const sum = (cents: (tool: Product) => number | null) => tools.reduce((total, tool) => total + (cents(tool) ?? 0), 0);
  return {
    name: pack.name,
    typeLabel: TEXTS.typeLabels.prebuiltPackage,
    description: pack.description,
    features: [],
    popular: false,
    price: allPriced ? { cents: sum((tool) => tool.setupCents), perMonth: false, label: TEXTS.toolsPrice(tools.length) } : null,
    monthlyCents: allPriced ? sum((tool) => tool.monthlyCents) : null,
    includes: pack.tools.map((name) => {
      const tool = tools.find((candidate) => candidate.name === name);
      return tool ? { name, to: customerProductPath(tool) } : { name };
    }),
    purchase: { kind: 'unavailable', reason: TEXTS.prebuiltNotSold },
  };
}
