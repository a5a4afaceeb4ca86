import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TAX_IDENTITY_MAX } from '@voosh/shared';
import { useState } from 'react';
import { Detail, Details } from '../common/Detail';
import { Section } from '../common/Section';
import { useDialogAction } from '../common/useDialogAction';
import type { UserRecord } from '../data/types';
import { USER_TAX_TEXTS as TEXT } from './securityTexts';
import { setUserTaxExemption } from './usersApi';

/** The customer's billing country, region and tax ID, and their exemption from tax: given with a reason, or ended; audited. */
export function UserTax({ user }: { user: UserRecord }) {
  const [reason, setReason] = useState('');
  const exemption = useDialogAction({ success: TEXT.saved, failure: TEXT.failed });
  return (
    <Section title={TEXT.title} subheader={TEXT.subheader}>
      <Details>
        <Detail label={TEXT.country}>{user.billingCountry}</Detail>
        <Detail label={TEXT.region}>{user.billingRegion}</Detail>
        <Detail label={TEXT.taxId}>{user.taxId}</Detail>
        <Detail label={TEXT.exempt}>{user.taxExemptReason ?? TEXT.notExempt}</Detail>
      </Details>
      {user.taxExemptReason === null ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={TEXT.reason}
            helperText={TEXT.reasonHelp}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TAX_IDENTITY_MAX.taxExemptReason } }}
            fullWidth
          />
          <Button
            variant="outlined"
            disabled={reason.trim() === ''}
            onClick={() => void exemption.run(() => setUserTaxExemption(user.id, reason.trim()))}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {TEXT.exemptButton}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          color="warning"
          sx={{ mt: 2 }}
          onClick={() =>
            void exemption.run(
              () => setUserTaxExemption(user.id, null),
              () => TEXT.ended,
            )
          }
        >
          {TEXT.endButton}
        </Button>
      )}
    </Section>
  );
}
