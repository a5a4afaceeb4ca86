import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOREIGN_BUYER_TREATMENTS, type ForeignBuyerTreatment, TAX_RATE_NAME_MAX, TAX_REGION_MAX, type TaxSettings } from '@voosh/shared';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  Form,
  maxLength,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettingUpdate } from './useSettings';

const COUNTRY = /^[A-Z]{2}$/;
const PERCENT = /^\d{1,3}(\.\d{1,3})?$/;
const COUNTRY_HELP = 'Two capitals, as JM or GB';
const upper = (value: string) => value.toUpperCase();

/** What each treatment of buyers abroad is called in the form. */
export const FOREIGN_BUYER_LABELS: Record<ForeignBuyerTreatment, string> = {
  charged: 'Charged: their country’s rate, else ours',
  zero_rated: 'Zero-rated',
  reverse_charge: 'Reverse-charged when they are businesses',
};

interface TaxSettingsValues extends Omit<TaxSettings, 'reverseChargeCountries'> {
  /** The countries as typed: codes separated by commas or spaces. */
  reverseChargeCountries: string | string[];
}

/** The form as the API's {taxSettings}: countries in capitals, the reverse-charge list split, blanks as null. */
export function taxSettingsBody(values: TaxSettingsValues): TaxSettings {
  const list = Array.isArray(values.reverseChargeCountries)
    ? values.reverseChargeCountries.join(' ')
    : (values.reverseChargeCountries ?? '');
  return {
    vendorCountry: values.vendorCountry.trim().toUpperCase(),
    pricesIncludeTax: !!values.pricesIncludeTax,
    foreignBuyers: values.foreignBuyers,
    reverseChargeCountries: list
      .split(/[\s,]+/)
      .map((country) => country.trim().toUpperCase())
      .filter(Boolean),
    rates: (values.rates ?? []).map((rate) => ({
      country: (rate.country ?? '').trim().toUpperCase(),
      region: rate.region?.trim() || null,
      name: (rate.name ?? '').trim(),
      percent: String(rate.percent ?? '').trim(),
      effectiveFrom: rate.effectiveFrom,
    })),
  };
}

/**
 * The tax settings: where the vendor is registered, the rates by the buyer's country (and region)
 * with the day each applies from, whether prices are entered with tax, and buyers abroad. Saved
 * whole; the server's 400 names a field it refuses.
 */
export function TaxSettingsForm({ settings }: { settings: SettingsRecord }) {
  const { taxSettings } = settings;
  const update = useSettingUpdate({ success: SETTINGS_TEXTS.taxSaved, failure: SETTINGS_TEXTS.saveTaxFailed });
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {SETTINGS_TEXTS.taxHelp}
      </Typography>
      <Form
        key={JSON.stringify(taxSettings)}
        record={{ ...taxSettings, reverseChargeCountries: taxSettings.reverseChargeCountries.join(', ') }}
        onSubmit={(values: Record<string, unknown>) =>
          update.mutate({ taxSettings: taxSettingsBody(values as unknown as TaxSettingsValues) })
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="vendorCountry"
            label={SETTINGS_TEXTS.taxVendorCountry}
            helperText={COUNTRY_HELP}
            parse={upper}
            validate={[required(), regex(COUNTRY, COUNTRY_HELP)]}
          />
          <SelectInput
            source="foreignBuyers"
            label={SETTINGS_TEXTS.taxForeignBuyers}
            choices={FOREIGN_BUYER_TREATMENTS.map((id) => ({ id, name: FOREIGN_BUYER_LABELS[id] }))}
            validate={required()}
            sx={{ minWidth: 260 }}
          />
        </Stack>
        <TextInput
          source="reverseChargeCountries"
          label={SETTINGS_TEXTS.taxReverseChargeCountries}
          helperText={SETTINGS_TEXTS.taxReverseChargeHelp}
          parse={upper}
          fullWidth
        />
        <BooleanInput source="pricesIncludeTax" label={SETTINGS_TEXTS.taxPricesIncludeTax} />
        <ArrayInput source="rates" label={SETTINGS_TEXTS.taxRates}>
          <SimpleFormIterator inline disableReordering resource="settings">
            <TextInput source="country" label="Country" parse={upper} validate={[required(), regex(COUNTRY, COUNTRY_HELP)]} />
            <TextInput source="region" label="Region" helperText="Optional" validate={maxLength(TAX_REGION_MAX)} />
            <TextInput source="name" label="Name as printed" validate={[required(), maxLength(TAX_RATE_NAME_MAX)]} />
            <TextInput source="percent" label="Rate (%)" validate={[required(), regex(PERCENT, 'From 0 to 100, at most 3 decimals')]} />
            <DateInput source="effectiveFrom" label="From" validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
        <SaveButton label={SETTINGS_TEXTS.saveTax} />
      </Form>
    </>
  );
}
