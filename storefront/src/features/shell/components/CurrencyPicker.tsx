import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCIES, isCurrencyCode } from '@voosh/shared';
import { useCurrency } from '../../../lib/currency/useCurrency';

/** Display currency of every price (USD, JMD, GBP, EUR). */
export function CurrencyPicker() {
  const { currency, setCurrency } = useCurrency();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Currency"
      value={currency}
      onChange={(event) => {
        if (isCurrencyCode(event.target.value)) setCurrency(event.target.value);
      }}
    >
      {CURRENCIES.map(({ code, symbol, name }) => (
        <MenuItem key={code} value={code}>
          {symbol} {code} · {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
