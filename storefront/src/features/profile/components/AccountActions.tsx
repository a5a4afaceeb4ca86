import Button from '@mui/material/Button';
import { useSession } from '../../../lib/session/useSession';
import { PROFILE_TEXTS } from '../profileTexts';
import { ProfileSection } from '../../../components/ProfileSection';

/** Account Actions: Sign Out, the same sign-out as the account menu (the visitor lands on /login). */
export function AccountActions() {
  const { signOut } = useSession();
  return (
    <ProfileSection title={PROFILE_TEXTS.accountActions}>
      <Button variant="outlined" color="error" onClick={signOut}>
        {PROFILE_TEXTS.signOut}
      </Button>
    </ProfileSection>
  );
}
