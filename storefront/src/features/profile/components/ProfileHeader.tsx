import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '@voosh/shared';
import { Badge } from '../../../components/Badge';
import { PROFILE_TEXTS, ROLE_LABELS } from '../profileTexts';

export interface ProfileHeaderProps {
  /** The full name, or null to show the e-mail instead. */
  name: string | null;
  email: string;
  company: string | null;
  role: Role;
  picture: string | null;
}

/** Who is signed in: the avatar (picture or initial), name or e-mail, company and role badge. */
export function ProfileHeader({ name, email, company, role, picture }: ProfileHeaderProps) {
  const shownName = name ?? email;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar src={picture ?? undefined} alt={shownName} sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 28 }}>
          {shownName.charAt(0).toUpperCase()}
        </Avatar>
        <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {shownName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{company ?? PROFILE_TEXTS.noCompany}</Typography>
          <Badge label={ROLE_LABELS[role]} variant="secondary" />
        </Stack>
      </Stack>
    </Paper>
  );
}
