import {
  CURRENCY_COOKIE,
  CURRENCY_STORAGE_KEY,
  formatDisplayAmount,
  formatDisplayPrice,
  keepHintCookie,
  RATES_REFRESH_MS,
  type CurrencyCode,
} from '@voosh/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currencyKeys } from './api/currencyKeys';
import { getRates } from './api/getRates';
import { CURRENCY_CHANGED_EVENT, CurrencyContext, type CurrencyChangedDetail, type CurrencyState } from './currencyContext';
import { mergeRates, readStoredCurrency } from './rates';

/**
 * The chosen display currency (stored, and mirrored in a cookie so the server renders pages in it)
 * and the USD rates, fetched from the API and refreshed hourly; a failed fetch silently keeps the
 * fallback rates. `initialCurrency` overrides the stored one (the server has no storage).
 */
export function CurrencyProvider({ initialCurrency, children }: { initialCurrency?: CurrencyCode; children: ReactNode }) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(() => initialCurrency ?? readStoredCurrency());
  const { data } = useQuery({ queryKey: currencyKeys.rates, queryFn: getRates, refetchInterval: RATES_REFRESH_MS });
  const rates = useMemo(() => mergeRates(data?.rates), [data]);

  const setCurrency = useCallback((code: CurrencyCode) => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    keepHintCookie(document, CURRENCY_COOKIE, code);
    setCurrencyState(code);
  }, []);

  useEffect(() => {
    const detail: CurrencyChangedDetail = { currency, rates };
    window.dispatchEvent(new CustomEvent(CURRENCY_CHANGED_EVENT, { detail }));
  }, [currency, rates]);

  const value = useMemo<CurrencyState>(
    () => ({
      currency,
      setCurrency,
      rates,
      formatPrice: (cents) => formatDisplayPrice(cents, currency, rates),
      formatAmount: (cents) => formatDisplayAmount(cents, currency, rates),
    }),
    [currency, setCurrency, rates],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
