import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '@voosh/shared';
import { Badge } from '../../../components/Badge';
import { LabelledValue } from '../../../components/LabelledValue';
import { PROFILE_TEXTS, ROLE_LABELS } from '../profileTexts';
import { ProfileSection } from '../../../components/ProfileSection';

/** Account Settings: the e-mail (with 'Verified' when it is) and the account type. */
export function AccountSettings({ email, verified, role }: { email: string; verified: boolean; role: Role }) {
  return (
    <ProfileSection title={PROFILE_TEXTS.accountSettings}>
      <Stack spacing={2}>
        <div>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {PROFILE_TEXTS.email}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
              {email}
            </Typography>
            {verified && <Badge label={PROFILE_TEXTS.verified} variant="outline" />}
          </Stack>
        </div>
        <LabelledValue label={PROFILE_TEXTS.accountType} value={ROLE_LABELS[role]} />
      </Stack>
    </ProfileSection>
  );
}
