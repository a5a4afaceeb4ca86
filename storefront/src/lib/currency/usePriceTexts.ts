import { QUOTE_REQUIRED } from '@voosh/shared';
import { useCurrency } from './useCurrency';

/** Display texts of a product's prices in the chosen currency ('$250', '$125/mo'), or 'Quote Required'. */
export function usePriceTexts() {
  const { formatPrice } = useCurrency();
  return {
    setup: (cents: number | null) => (cents === null ? QUOTE_REQUIRED : formatPrice(cents)),
    monthly: (cents: number | null) => (cents === null ? QUOTE_REQUIRED : `${formatPrice(cents)}/mo`),
  };
}
