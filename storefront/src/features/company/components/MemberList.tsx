import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_ROLE_LABELS, companyRolesGrantableBy, type CompanyRole } from '@voosh/shared';
import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { changeMemberRole, removeMember } from '../api/companyCalls';
import { forgetCompanyData } from '../api/forgetCompanyData';
import { COMPANY_KEY, type Company } from '../api/useCompany';
import { COMPANY_TEXTS } from '../companyTexts';
import { ConfirmDialog } from './ConfirmDialog';
import { useCompanyToasts } from './useCompanyToasts';

type Member = Company['members'][number];

/**
 * The company's members with their roles. Owners and admins change others' roles (an owner's,
 * or to owner, only an owner) and remove them; anyone not alone in it may leave.
 */
export function MemberList({ company, email }: { company: Company; email: string }) {
  const queryClient = useQueryClient();
  const toasts = useCompanyToasts();
  const [leaving, setLeaving] = useState<Member | null>(null);
  const grantable = companyRolesGrantableBy(company.role);
  const manages = company.permissions.includes('members');
  const mayChange = (member: Member) => manages && member.email !== email && grantable.includes(member.role);

  const changeRole = async (member: Member, role: CompanyRole) => {
    try {
      queryClient.setQueryData(COMPANY_KEY, await changeMemberRole(member.userId, role));
      toasts.done(COMPANY_TEXTS.roleChanged);
    } catch (error) {
      toasts.failed(error);
    }
  };
  const remove = async (member: Member) => {
    const self = member.email === email;
    try {
      await removeMember(member.userId);
      toasts.done(self ? COMPANY_TEXTS.left : COMPANY_TEXTS.removed);
      setLeaving(null);
      // Leaving changes what every page shows (the company's requests); a removal, the card.
      await (self ? forgetCompanyData(queryClient) : queryClient.invalidateQueries({ queryKey: COMPANY_KEY }));
    } catch (error) {
      toasts.failed(error);
    }
  };

  return (
    <>
      <List dense disablePadding aria-label={COMPANY_TEXTS.members}>
        {company.members.map((member) => {
          const who = member.name ?? member.email;
          const self = member.email === email;
          return (
            <ListItem key={member.userId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={who}
                secondary={self ? `${member.email} · ${COMPANY_TEXTS.you}` : member.email}
                sx={{ minWidth: 200 }}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {mayChange(member) ? (
                  <TextField
                    select
                    size="small"
                    label={COMPANY_TEXTS.role}
                    value={member.role}
                    onChange={(event) => void changeRole(member, event.target.value as CompanyRole)}
                    // Named with whose role it is (the visible label alone says "Role").
                    slotProps={{
                      select: { SelectDisplayProps: { 'aria-label': COMPANY_TEXTS.roleOf(who), 'aria-labelledby': undefined } },
                    }}
                    sx={{ minWidth: 130 }}
                  >
                    {grantable.map((role) => (
                      <MenuItem key={role} value={role}>
                        {COMPANY_ROLE_LABELS[role]}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <Badge label={COMPANY_ROLE_LABELS[member.role]} variant="outline" />
                )}
                {((self && company.members.length > 1) || mayChange(member)) && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setLeaving(member)}
                    aria-label={self ? undefined : COMPANY_TEXTS.removeWho(who)}
                  >
                    {self ? COMPANY_TEXTS.leave : COMPANY_TEXTS.remove}
                  </Button>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {leaving && (
        <ConfirmDialog
          title={
            leaving.email === email ? COMPANY_TEXTS.leaveTitle(company.name) : COMPANY_TEXTS.removeTitle(leaving.name ?? leaving.email)
          }
          text={leaving.email === email ? COMPANY_TEXTS.leaveText : COMPANY_TEXTS.removeText}
          confirm={leaving.email === email ? COMPANY_TEXTS.leave : COMPANY_TEXTS.remove}
          onConfirm={() => remove(leaving)}
          onClose={() => setLeaving(null)}
        />
      )}
    </>
  );
}
