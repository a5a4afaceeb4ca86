import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { COMPANY_ROLE_LABELS, companyRolesGrantableBy } from '@voosh/shared';
import { LabelledValue } from '../../../components/LabelledValue';
import { LoadError } from '../../../components/LoadError';
import { ProfileSection } from '../../../components/ProfileSection';
import { useCompany } from '../api/useCompany';
import { COMPANY_TEXTS } from '../companyTexts';
import { CompanySettingsForm } from './CompanySettingsForm';
import { InviteMemberForm } from './InviteMemberForm';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';
import { Link as RouterLink } from 'react-router-dom';
import { STATEMENT_TEXTS } from '../../statement/statementTexts';

/**
 * The Profile's company card: the company the customer buys for, their role in it, and its members
 * with theirs; owners and admins also manage the members, the invitations waiting, and invite.
 */
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
          <MemberList company={company} email={email} />
          {company.permissions.includes('statement') && (
            <Button component={RouterLink} to="/customer/statement" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {STATEMENT_TEXTS.open}
            </Button>
          )}
          {company.permissions.includes('settings') && (
            <>
              <Divider />
              <CompanySettingsForm company={company} />
            </>
          )}
          {company.permissions.includes('members') && (
            <>
              <Divider />
              <PendingInvitations />
              <InviteMemberForm roles={companyRolesGrantableBy(company.role)} />
            </>
          )}
        </Stack>
      )}
    </ProfileSection>
  );
}
