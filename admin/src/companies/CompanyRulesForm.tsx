import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { centsToDollars, dollarsToCents } from '@voosh/shared';
import { useState } from 'react';
import { Section } from '../common/Section';
import { useDialogAction } from '../common/useDialogAction';
import type { CompanyRecord } from '../data/types';
import { updateCompany } from './companiesApi';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

/** The company's rules for its requests (approval amount, PO-number rule), set by staff acting for it: audited as theirs. */
export function CompanyRulesForm({ company }: { company: CompanyRecord }) {
  const [threshold, setThreshold] = useState(
    company.approvalThresholdCents === null ? '' : String(centsToDollars(company.approvalThresholdCents)),
  );
  const [poNumberRequired, setPoNumberRequired] = useState(company.poNumberRequired);
  const save = useDialogAction({ success: TEXT.rulesSaved, failure: TEXT.rulesFailed });
  const approvalThresholdCents = () => {
    const amount = threshold.trim() === '' ? null : Number(threshold);
    // Not a number: sent as an amount the server refuses with its own message.
    return amount === null ? null : Number.isFinite(amount) ? dollarsToCents(amount) : -1;
  };
  return (
    <Section title={TEXT.rules} subheader={TEXT.rulesSubheader}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={TEXT.approvalAmount}
          placeholder={TEXT.noApproval}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <FormControlLabel
          control={<Switch checked={poNumberRequired} onChange={(event) => setPoNumberRequired(event.target.checked)} />}
          label={TEXT.poRequired}
        />
        <Button
          variant="outlined"
          onClick={() =>
            void save.run(() => updateCompany(company.id, { approvalThresholdCents: approvalThresholdCents(), poNumberRequired }))
          }
        >
          {TEXT.saveRules}
        </Button>
      </Stack>
    </Section>
  );
}
