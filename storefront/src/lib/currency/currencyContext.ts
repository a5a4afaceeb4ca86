import type { CurrencyCode } from '@voosh/shared';
import { createContext } from 'react';

export interface CurrencyState {
  currency: CurrencyCode;
  setCurrency(code: CurrencyCode): void;
  /** Units of each currency per 1 USD (live, else the fallback rates). */
  rates: Record<CurrencyCode, number>;
  /** A catalogue price (USD cents) in the chosen currency: symbol, no decimals ('J$39,375'). */
  formatPrice(cents: number): string;
  /** An amount owed, paid or refunded (USD cents) in the chosen currency, to the cent ('J$314,998.43', '$1,000'). */
  formatAmount(cents: number): string;
}

export const CurrencyContext = createContext<CurrencyState | null>(null);

/**
 * Window event broadcast when the currency or the rates change; detail {currency, rates}. The
 * storefront's own components read CurrencyContext; the event is the published contract for code
 * outside React (an embedded widget, a tag manager), which the shop's specification requires.
 */
export const CURRENCY_CHANGED_EVENT = 'currency-changed';

export interface CurrencyChangedDetail {
  currency: CurrencyCode;
  rates: Record<CurrencyCode, number>;
}
