import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { COMPANY_ROLE_LABELS } from '@voosh/shared';
import { Badge } from '../../../components/Badge';
import { LabelledValue } from '../../../components/LabelledValue';
import { LoadError } from '../../../components/LoadError';
import { ProfileSection } from '../../../components/ProfileSection';
import { useCompany } from '../api/useCompany';

export const COMPANY_TEXTS = {
  title: 'Your Company',
  name: 'Company',
  yourRole: 'Your role',
  members: 'Members',
  you: 'You',
} as const;

/** The Profile's company card: the company the customer buys for, their role in it, and its members with theirs. */
export function CompanySection({ email }: { email: string }) {
  const { data: company, error, isPending } = useCompany();
  return (
    <ProfileSection title={COMPANY_TEXTS.title}>
      {isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <Stack spacing={2}>
          <LabelledValue label={COMPANY_TEXTS.name} value={company.name} />
          <LabelledValue label={COMPANY_TEXTS.yourRole} value={COMPANY_ROLE_LABELS[company.role]} />
          <List dense disablePadding aria-label={COMPANY_TEXTS.members}>
            {company.members.map((member) => (
              <ListItem
                key={member.userId}
                disableGutters
                secondaryAction={<Badge label={COMPANY_ROLE_LABELS[member.role]} variant="outline" />}
              >
                <ListItemText
                  primary={member.name ?? member.email}
                  secondary={member.email === email ? `${member.email} · ${COMPANY_TEXTS.you}` : member.email}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </ProfileSection>
  );
}
