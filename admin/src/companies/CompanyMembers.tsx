import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from '@voosh/shared';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { dateTime } from '../common/format';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import { useDialogAction } from '../common/useDialogAction';
import type { CompanyRecord } from '../data/types';
import { changeCompanyMemberRole, removeCompanyMember } from './companiesApi';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

type Member = CompanyRecord['members'][number];

/** The company's members, each linked to their account; staff change a role or remove someone for the company (the last owner stays). */
export function CompanyMembers({ company }: { company: CompanyRecord }) {
  const [removing, setRemoving] = useState<Member | null>(null);
  const roleChange = useDialogAction({ success: TEXT.roleChanged, failure: TEXT.roleFailed });
  const removal = useDialogAction({ success: TEXT.memberRemoved, failure: TEXT.removeFailed });
  return (
    <Section title={TEXT.members} subheader={TEXT.membersSubheader}>
      <Table size="small" aria-label={TEXT.members}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXT.name}</TableCell>
            <TableCell>{TEXT.email}</TableCell>
            <TableCell>{TEXT.role}</TableCell>
            <TableCell>{TEXT.joined}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {company.members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell>
                <RecordLink resource="users" id={member.userId}>
                  {member.name ?? member.email}
                </RecordLink>
              </TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={member.role}
                  label={TEXT.role}
                  // Named with whose role it is (the visible label alone says "Role").
                  slotProps={{
                    select: { SelectDisplayProps: { 'aria-label': TEXT.roleOf(member.email), 'aria-labelledby': undefined } },
                  }}
                  onChange={(event) =>
                    void roleChange.run(() => changeCompanyMemberRole(company.id, member.userId, event.target.value as CompanyRole))
                  }
                  sx={{ minWidth: 130 }}
                >
                  {COMPANY_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {COMPANY_ROLE_LABELS[role]}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>{dateTime(member.joinedAt)}</TableCell>
              <TableCell align="right">
                <Button size="small" color="error" aria-label={TEXT.removeWho(member.email)} onClick={() => setRemoving(member)}>
                  {TEXT.remove}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={removing !== null}
        title={TEXT.removeTitle(removing?.email ?? '')}
        content={TEXT.removeText}
        confirm={TEXT.remove}
        confirmColor="warning"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const member = removing!;
          setRemoving(null);
          await removal.run(() => removeCompanyMember(company.id, member.userId));
        }}
      />
    </Section>
  );
}
