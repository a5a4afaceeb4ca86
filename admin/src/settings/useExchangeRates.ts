import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForeignCurrencyCode } from '@voosh/shared';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { useApiCall } from '../data/useApiCall';
import { getExchangeRates, pinExchangeRate } from './exchangeRatesApi';
import { SETTINGS_TEXTS } from './settingTexts';

export const EXCHANGE_RATES_QUERY_KEY = ['exchange-rates'] as const;

/** GET /api/currency/rates: the rates served now, and which are pinned. */
export function useExchangeRates() {
  return useConsoleQuery(EXCHANGE_RATES_QUERY_KEY, getExchangeRates, SETTINGS_TEXTS.loadRatesFailed);
}

/** PUT or DELETE /api/admin/currency/pins/{currency}; the answer (the rates served now) replaces the cached rates. */
export function usePinExchangeRate() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: ({ currency, rate }: { currency: ForeignCurrencyCode; rate: number | null }) => call(() => pinExchangeRate(currency, rate)),
    onSuccess: (rates, { rate }) => {
      queryClient.setQueryData(EXCHANGE_RATES_QUERY_KEY, rates);
      notify(rate === null ? SETTINGS_TEXTS.rateUnpinned : SETTINGS_TEXTS.ratePinned, { type: 'success' });
    },
    onError: (error) => notifyFailure(SETTINGS_TEXTS.pinRateFailed, error),
  });
}
