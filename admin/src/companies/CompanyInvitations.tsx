import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from '@voosh/shared';
import { type FormEvent, useState } from 'react';
import { dateTime } from '../common/format';
import { Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { useDialogAction } from '../common/useDialogAction';
import { getCompanyInvitations, inviteForCompany, withdrawCompanyInvitation } from './companiesApi';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

/** The company's invitations waiting (each withdrawable), and an invitation staff send for it. */
export function CompanyInvitations({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const key = ['companies', companyId, 'invitations'];
  const { data: invitations } = useConsoleQuery(key, () => getCompanyInvitations(companyId), TEXT.invitationsFailed);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const send = useDialogAction({ success: TEXT.invitationSent, failure: TEXT.inviteFailed });
  const withdrawal = useDialogAction({ success: TEXT.invitationWithdrawn, failure: TEXT.withdrawFailed });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send.run(() => inviteForCompany(companyId, email.trim(), role))) setEmail('');
    await reload();
  };
  return (
    <Section title={TEXT.invitations} subheader={TEXT.invitationsSubheader}>
      {invitations && invitations.length === 0 && <Typography color="text.secondary">{TEXT.noInvitations}</Typography>}
      {invitations && invitations.length > 0 && (
        <List dense aria-label={TEXT.invitations}>
          {invitations.map((invitation) => (
            <ListItem
              key={invitation.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  aria-label={TEXT.withdrawWho(invitation.email)}
                  onClick={async () => {
                    await withdrawal.run(() => withdrawCompanyInvitation(companyId, invitation.id));
                    await reload();
                  }}
                >
                  {TEXT.withdraw}
                </Button>
              }
            >
              <ListItemText
                primary={`${invitation.email} · ${COMPANY_ROLE_LABELS[invitation.role]}`}
                secondary={TEXT.invitedBy(invitation.invitedBy ?? '—', dateTime(invitation.createdAt), dateTime(invitation.expiresAt))}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" aria-label={TEXT.invite} onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <TextField
          size="small"
          type="email"
          required
          label={TEXT.inviteEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          select
          size="small"
          label={TEXT.inviteRole}
          value={role}
          onChange={(event) => setRole(event.target.value as CompanyRole)}
          sx={{ minWidth: 140 }}
        >
          {COMPANY_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {COMPANY_ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          {TEXT.sendInvitation}
        </Button>
      </Stack>
    </Section>
  );
}
