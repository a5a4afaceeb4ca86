import type { Arm, Product } from '../api/types';
import { customerProductPath } from '../productSearch';
import { CustomerProductGrid } from './CustomerProductGrid';
import { NoProductsFound } from './NoProductsFound';

/**
 * A product search's matches as cards (each in its arm's colour, opening its product page), or
 * 'No products found' when there are none: Browse and the dashboard search show them alike.
 */
export function SearchResultsGrid({
  arms,
  products,
  ...card
}: { arms: readonly Arm[]; products: readonly Product[] } & Pick<
  Parameters<typeof CustomerProductGrid>[0],
  'addLabel' | 'addFailedText' | 'showFeatures'
>) {
  if (!products.length) return <NoProductsFound />;
  const colors = new Map(arms.map((arm) => [arm.id, arm.color]));
  return (
    <CustomerProductGrid
      {...card}
      products={products}
      colorOf={(product) => colors.get(product.arm.id) ?? 'divider'}
      linkOf={customerProductPath}
    />
  );
}
