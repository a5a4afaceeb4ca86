import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PAYMENT_TERMS_DAYS, type PaymentTermsDays, paymentTermsLabel } from '@voosh/shared';
import { useState } from 'react';
import { Section } from '../common/Section';
import { useDialogAction } from '../common/useDialogAction';
import type { CompanyRecord } from '../data/types';
import { updateCompany } from './companiesApi';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

const STANDARD = 'standard';

/** The payment terms the vendor gives the company: due on receipt or net 7–60 days, and whether the deposit follows them. */
export function CompanyTermsForm({ company }: { company: CompanyRecord }) {
  const [days, setDays] = useState(company.paymentTermsDays === null ? STANDARD : String(company.paymentTermsDays));
  const [depositOnTerms, setDepositOnTerms] = useState(company.depositOnTerms);
  const save = useDialogAction({ success: TEXT.termsSaved, failure: TEXT.termsFailed });
  return (
    <Section title={TEXT.terms} subheader={TEXT.termsSubheader}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={TEXT.terms}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={STANDARD}>{paymentTermsLabel(null)}</MenuItem>
          {PAYMENT_TERMS_DAYS.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {paymentTermsLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={depositOnTerms} onChange={(event) => setDepositOnTerms(event.target.checked)} />}
          label={TEXT.depositOnTerms}
        />
        <Button
          variant="outlined"
          onClick={() =>
            void save.run(() =>
              updateCompany(company.id, {
                paymentTermsDays: days === STANDARD ? null : (Number(days) as PaymentTermsDays),
                depositOnTerms,
              }),
            )
          }
        >
          {TEXT.saveTerms}
        </Button>
      </Stack>
    </Section>
  );
}
