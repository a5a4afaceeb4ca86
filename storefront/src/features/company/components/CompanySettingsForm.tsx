import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { centsToDollars, dollarsToCents } from '@voosh/shared';
import { type FormEvent, useState } from 'react';
import { api, unwrap } from '../../../lib/api';
import { COMPANY_KEY, type Company } from '../api/useCompany';
import { COMPANY_TEXTS } from '../companyTexts';
import { useCompanyToasts } from './useCompanyToasts';

/** The company's rules for its requests: the amount above which an approver must approve, and the PO-number rule (owners and admins). */
export function CompanySettingsForm({ company }: { company: Company }) {
  const queryClient = useQueryClient();
  const toasts = useCompanyToasts();
  const [threshold, setThreshold] = useState(
    company.approvalThresholdCents === null ? '' : String(centsToDollars(company.approvalThresholdCents)),
  );
  const [poNumberRequired, setPoNumberRequired] = useState(company.poNumberRequired);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const amount = threshold.trim() === '' ? null : Number(threshold);
      const approvalThresholdCents = amount === null ? null : Number.isFinite(amount) ? dollarsToCents(amount) : -1;
      const saved = unwrap(await api.PUT('/api/company/settings', { body: { approvalThresholdCents, poNumberRequired } }));
      queryClient.setQueryData(COMPANY_KEY, saved);
      toasts.done(COMPANY_TEXTS.settingsSaved);
    } catch (error) {
      toasts.failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={COMPANY_TEXTS.settings} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle2" component="h3">
        {COMPANY_TEXTS.settings}
      </Typography>
      <TextField
        label={COMPANY_TEXTS.approvalAmount}
        helperText={COMPANY_TEXTS.approvalAmountHelp}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
      <FormControlLabel
        control={<Switch checked={poNumberRequired} onChange={(event) => setPoNumberRequired(event.target.checked)} />}
        label={COMPANY_TEXTS.poRequired}
      />
      <Button type="submit" variant="outlined" disabled={busy}>
        {COMPANY_TEXTS.saveSettings}
      </Button>
    </Stack>
  );
}
