import { productSlug } from '@voosh/shared';
import type { Arm, Product } from './api/types';

const contains = (fields: readonly string[], search: string) => {
  const needle = search.trim().toLowerCase();
  return !needle || fields.some((field) => field.toLowerCase().includes(needle));
};

/** Browse's search, the same rule as GET /api/products?q=: name, description, arm name or arm title. */
export const matchesBrowseSearch = (product: Product, search: string) =>
  contains([product.name, product.description, product.arm.name, product.arm.title], search);

/** The dashboard's search inside one arm: name or description. */
export const matchesArmSearch = (product: Product, search: string) => contains([product.name, product.description], search);

export const allProducts = (arms: readonly Arm[]): Product[] => arms.flatMap((arm) => arm.products);

/** The customer product page of an arm's product: /customer/product/arm/{arm id}/{name-in-lowercase}. */
export const customerProductPath = (product: Product) => `/customer/product/arm/${product.arm.id}/${productSlug(product.name)}`;

export const BROWSE_PATH = '/customer/browse';
export const SEARCH_PARAM = 'q';

/** Browse with a search already typed (the dashboard's search box). */
export const browseSearchPath = (search: string) => {
  const trimmed = search.trim();
  return trimmed ? `${BROWSE_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: trimmed })}` : BROWSE_PATH;
};
