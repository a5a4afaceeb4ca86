import { Badge } from '../../../components/Badge';
import type { Product } from '../api/types';
import { productKind } from './productKind';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';

/** A product card's monthly price badge: 'Quote Required' (outlined) for custom products, none when there is no monthly price. */
export function MonthlyBadge({ product }: { product: Product }) {
  const price = usePriceTexts();
  const kind = productKind(product);
  if (kind !== 'custom' && product.monthlyCents === null) return null;
  return <Badge variant={kind === 'custom' ? 'outline' : 'default'} label={price.monthly(product.monthlyCents)} />;
}
