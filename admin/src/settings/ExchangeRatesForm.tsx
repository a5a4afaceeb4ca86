import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FOREIGN_CURRENCY_CODES, type ForeignCurrencyCode, PINNED_RATE_MAX, PINNED_RATE_MIN } from '@voosh/shared';
import { useState } from 'react';
import type { ExchangeRatesRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useExchangeRates, usePinExchangeRate } from './useExchangeRates';

const isPinnableRate = (text: string) => {
  const rate = Number(text);
  return text.trim() !== '' && Number.isFinite(rate) && rate >= PINNED_RATE_MIN && rate <= PINNED_RATE_MAX;
};

/** One currency: the rate served now (pinned or fetched), a rate to pin, and Unpin when pinned. */
function RateRow({ currency, rates }: { currency: ForeignCurrencyCode; rates: ExchangeRatesRecord }) {
  const pin = usePinExchangeRate();
  const pinned = rates.pinned.includes(currency);
  // An unpinned rate is the rates service's, or the fallback one until the service has answered.
  const sourceLabel = rates.source === 'fallback' ? SETTINGS_TEXTS.fallbackRate : SETTINGS_TEXTS.fetchedRate;
  const [text, setText] = useState(String(rates.rates[currency]));
  const busy = pin.isPending;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, py: 1 }}>
      <TextField
        label={SETTINGS_TEXTS.pinRate(currency)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={!isPinnableRate(text)}
        helperText={isPinnableRate(text) ? undefined : SETTINGS_TEXTS.pinRateRange}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        size="small"
      />
      <Chip label={pinned ? SETTINGS_TEXTS.pinnedRate : sourceLabel} color={pinned ? 'warning' : 'default'} size="small" />
      <Button variant="contained" disabled={busy || !isPinnableRate(text)} onClick={() => pin.mutate({ currency, rate: Number(text) })}>
        {SETTINGS_TEXTS.pin} {currency}
      </Button>
      {pinned && (
        <Button variant="outlined" disabled={busy} onClick={() => pin.mutate({ currency, rate: null })}>
          {SETTINGS_TEXTS.unpin} {currency}
        </Button>
      )}
    </Stack>
  );
}

/** The rates served now, each pinnable by hand (and unpinnable), on the Settings page. */
export function ExchangeRatesForm() {
  const { data: rates } = useExchangeRates();
  if (!rates) return <Skeleton variant="rounded" height={160} />;
  return (
    <>
      <FormHelperText sx={{ mb: 1 }}>{SETTINGS_TEXTS.ratesHelp}</FormHelperText>
      {rates.source === 'fallback' && <FormHelperText sx={{ mb: 1 }}>{SETTINGS_TEXTS.ratesFallback}</FormHelperText>}
      {FOREIGN_CURRENCY_CODES.map((currency) => (
        <RateRow key={`${currency}-${rates.rates[currency]}`} currency={currency} rates={rates} />
      ))}
    </>
  );
}
