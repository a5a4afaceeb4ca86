import { useCurrency } from '../../../lib/currency/useCurrency';

/** '$50-$100' in the display currency. */
export function useRangeText() {
  const { formatPrice } = useCurrency();
  return ({ min, max }: { min: number; max: number }) => `${formatPrice(min)}-${formatPrice(max)}`;
}
