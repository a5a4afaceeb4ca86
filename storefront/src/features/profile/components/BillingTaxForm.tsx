import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { isCountryCode, TAX_IDENTITY_MAX, taxIdProblem } from '@voosh/shared';
import { type FormEvent, useState } from 'react';
import { ProfileSection } from '../../../components/ProfileSection';
import type { Profile } from '../api/types';
import { useUpdateBilling } from '../api/useUpdateBilling';
import { useProfileSaveToasts } from './useProfileSaveToasts';

export const BILLING_TEXTS = {
  title: 'Billing and Tax',
  help: 'Where you are billed decides the tax on your quotes and invoices. Businesses can add their tax ID (TRN, VAT number or EIN) to have it printed on them.',
  country: 'Billing Country',
  countryHelp: 'Two-letter code, as JM, GB or US',
  region: 'State or Region',
  regionHelp: 'Only where tax differs by region',
  taxId: 'Tax ID',
  taxIdHelp: 'Optional, for businesses',
  save: 'Save Billing Details',
  exempt: 'Our team has marked your account exempt from tax.',
  badCountry: 'Enter a two-letter country code, as JM or GB',
  needsCountry: 'Enter the billing country first',
} as const;

type Draft = { billingCountry: string; billingRegion: string; taxId: string };
type Errors = Partial<Record<keyof Draft, string>>;

/** The form's text of what the server keeps ('' where nothing is set). */
const draftOf = (profile: Profile): Draft => ({
  billingCountry: profile.billingCountry ?? '',
  billingRegion: profile.billingRegion ?? '',
  taxId: profile.taxId ?? '',
});

/** The errors the server would answer, worked out by the same shared checks. */
export function billingErrors(draft: Draft): Errors {
  const country = draft.billingCountry.trim().toUpperCase();
  const errors: Errors = {};
  if (country && !isCountryCode(country)) errors.billingCountry = BILLING_TEXTS.badCountry;
  if (!country && (draft.taxId.trim() || draft.billingRegion.trim())) errors.billingCountry = BILLING_TEXTS.needsCountry;
  const problem = country && isCountryCode(country) && draft.taxId.trim() ? taxIdProblem(country, draft.taxId) : null;
  if (problem) errors.taxId = `Enter ${problem}`;
  return errors;
}

/** Billing and Tax: the billing country, region and tax ID (PUT /api/profile/billing), and the exemption staff set. */
export function BillingTaxForm({ profile }: { profile: Profile }) {
  const [draft, setDraft] = useState<Draft>(draftOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateBilling();
  const toasts = useProfileSaveToasts();

  function change(name: keyof Draft, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = billingErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        billingCountry: draft.billingCountry.trim().toUpperCase() || null,
        billingRegion: draft.billingRegion.trim() || null,
        taxId: draft.taxId.trim() || null,
      },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          toasts.saved();
        },
        onError: toasts.failed,
      },
    );
  }

  const field = (name: keyof Draft, label: string, help: string, max: number) => (
    <TextField
      name={name}
      label={label}
      value={draft[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? help}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );

  return (
    <ProfileSection title={BILLING_TEXTS.title}>
      <Box component="form" noValidate onSubmit={submit} aria-label={BILLING_TEXTS.title}>
        <Box component="p" sx={{ mt: 0, color: 'text.secondary', typography: 'body2' }}>
          {BILLING_TEXTS.help}
        </Box>
        {profile.taxExempt && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {BILLING_TEXTS.exempt}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {field('billingCountry', BILLING_TEXTS.country, BILLING_TEXTS.countryHelp, 2)}
          {field('billingRegion', BILLING_TEXTS.region, BILLING_TEXTS.regionHelp, TAX_IDENTITY_MAX.billingRegion)}
          {field('taxId', BILLING_TEXTS.taxId, BILLING_TEXTS.taxIdHelp, TAX_IDENTITY_MAX.taxId)}
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
          sx={{ mt: 3 }}
        >
          {BILLING_TEXTS.save}
        </Button>
      </Box>
    </ProfileSection>
  );
}
