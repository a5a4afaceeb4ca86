import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '@voosh/shared';
import { type FormEvent, useState } from 'react';
import { inviteMember } from '../api/companyCalls';
import { INVITATIONS_KEY } from '../api/useInvitations';
import { COMPANY_TEXTS } from '../companyTexts';
import { useCompanyToasts } from './useCompanyToasts';

/** Invite someone by e-mail, in one of the roles the inviter may give (buyer first). */
export function InviteMemberForm({ roles }: { roles: readonly CompanyRole[] }) {
  const queryClient = useQueryClient();
  const toasts = useCompanyToasts();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const sent = await inviteMember(email.trim(), role);
      toasts.done(COMPANY_TEXTS.sent(sent.email));
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    } catch (error) {
      toasts.failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label={COMPANY_TEXTS.invite}>
      <Typography variant="subtitle2" component="h3">
        {COMPANY_TEXTS.invite}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={COMPANY_TEXTS.inviteEmail}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={COMPANY_TEXTS.inviteRole}
          value={role}
          onChange={(event) => setRole(event.target.value as CompanyRole)}
          sx={{ minWidth: 150 }}
        >
          {roles.map((option) => (
            <MenuItem key={option} value={option}>
              {COMPANY_ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy}>
          {COMPANY_TEXTS.send}
        </Button>
      </Stack>
    </Stack>
  );
}
