import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { type CompanyDetails, COMPANY_DETAILS_MAX } from '@voosh/shared';
import { email, Form, maxLength, required, SaveButton, TextInput } from 'react-admin';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettingUpdate } from './useSettings';

type CompanyDetailsValues = { [K in keyof CompanyDetails]?: string | null };

/** The form as the API's {companyDetails}: every field sent, trimmed, empty when cleared. */
export function companyDetailsBody(values: CompanyDetailsValues): CompanyDetails {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  return {
    name: text(values.name),
    address: text(values.address),
    email: text(values.email),
    phone: text(values.phone),
    taxId: text(values.taxId),
  };
}

/** The vendor's name, address, billing e-mail, phone and tax ID, as documents print them. */
export function CompanyDetailsForm({ settings }: { settings: SettingsRecord }) {
  const { companyDetails } = settings;
  const update = useSettingUpdate({ success: SETTINGS_TEXTS.companySaved, failure: SETTINGS_TEXTS.saveCompanyFailed });
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {SETTINGS_TEXTS.companyHelp}
      </Typography>
      <Form
        key={JSON.stringify(companyDetails)}
        record={{ ...companyDetails }}
        onSubmit={(values: Record<string, unknown>) =>
          update.mutate({ companyDetails: companyDetailsBody(values as CompanyDetailsValues) })
        }
      >
        <TextInput
          source="name"
          label={SETTINGS_TEXTS.companyName}
          validate={[required(), maxLength(COMPANY_DETAILS_MAX.name)]}
          fullWidth
        />
        <TextInput
          source="address"
          label={SETTINGS_TEXTS.companyAddress}
          multiline
          minRows={2}
          validate={maxLength(COMPANY_DETAILS_MAX.address)}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="email"
            type="email"
            label={SETTINGS_TEXTS.companyEmail}
            validate={[email(), maxLength(COMPANY_DETAILS_MAX.email)]}
            fullWidth
          />
          <TextInput source="phone" label={SETTINGS_TEXTS.companyPhone} validate={maxLength(COMPANY_DETAILS_MAX.phone)} fullWidth />
          <TextInput
            source="taxId"
            label={SETTINGS_TEXTS.companyTaxId}
            helperText={SETTINGS_TEXTS.companyTaxIdHelp}
            validate={maxLength(COMPANY_DETAILS_MAX.taxId)}
            fullWidth
          />
        </Stack>
        <SaveButton label={SETTINGS_TEXTS.saveCompany} />
      </Form>
    </>
  );
}
