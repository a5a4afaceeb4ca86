import { useContext } from 'react';
import { CurrencyContext, type CurrencyState } from './currencyContext';

export type { CurrencyState } from './currencyContext';

/** The display currency and its rates; only inside CurrencyProvider. */
export function useCurrency(): CurrencyState {
  const currency = useContext(CurrencyContext);
  if (!currency) throw new Error('useCurrency must be used within a CurrencyProvider');
  return currency;
}
