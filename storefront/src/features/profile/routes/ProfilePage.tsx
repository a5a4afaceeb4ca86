import Stack from '@mui/material/Stack';
import { fullName } from '@voosh/shared';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { CustomerPage } from '../../../components/CustomerPage';
import { useSession } from '../../../lib/session/useSession';
import { useAccount } from '../api/useAccount';
import { useProfile } from '../api/useProfile';
import { AccountActions } from '../components/AccountActions';
import { AccountInformationForm } from '../components/AccountInformationForm';
import { AccountSettings } from '../components/AccountSettings';
import { BillingTaxForm } from '../components/BillingTaxForm';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { GoogleLinkSettings } from '../components/GoogleLinkSettings';
import { ProfileHeader } from '../components/ProfileHeader';
import { TwoFactorSettings } from '../components/TwoFactorSettings';
import { YourDataSection } from '../../privacy/components/YourDataSection';
import { CompanySection } from '../../company/components/CompanySection';
import { PROFILE_TEXTS } from '../profileTexts';

/** /customer/profile: who is signed in, the editable profile, billing and tax, their company, account settings, two-factor and Google sign-in, a copy of your data, Sign Out and deleting the account. */
export function ProfilePage() {
  const { user } = useSession();
  const profile = useProfile();
  const { data: account } = useAccount();

  function content() {
    if (profile.isPending) return <PageLoading />;
    if (profile.isError) return <LoadError error={profile.error} />;
    // The route guard only renders this page for a signed-in customer.
    if (!user) return null;
    const email = account?.email ?? user.email;
    const role = account?.role ?? user.role;
    return (
      <Stack spacing={3}>
        <ProfileHeader
          name={fullName(profile.data) || null}
          email={email}
          company={profile.data.company?.trim() || null}
          role={role}
          picture={account?.profilePicture ?? user.profilePicture ?? null}
        />
        <AccountInformationForm profile={profile.data} />
        <BillingTaxForm profile={profile.data} />
        <CompanySection email={email} />
        <AccountSettings email={email} verified={account?.emailVerified ?? false} role={role} />
        <TwoFactorSettings />
        <GoogleLinkSettings />
        <YourDataSection />
        <AccountActions />
        <DeleteAccountSection />
      </Stack>
    );
  }

  return (
    <CustomerPage title={PROFILE_TEXTS.title} maxWidth="md">
      {content()}
    </CustomerPage>
  );
}
