import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from 'react-admin';
import { dateTime } from '../common/format';
import { PasswordDialog } from '../common/PasswordDialog';
import { Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { useDialogAction } from '../common/useDialogAction';
import type { UserRecord } from '../data/types';
import { auditEntryText, SECURITY_TEXTS as TEXT } from './securityTexts';
import { TwoFactorChip } from './TwoFactorChip';
import { getUserSecurity, removeUserTwoFactor } from './usersApi';

/**
 * A user's sign-in security: whether their authenticator app is on, removing it for a user who
 * lost it (your password again; not your own), and what staff did to the account.
 */
export function UserSecurity({ user }: { user: UserRecord }) {
  const { identity } = useGetIdentity();
  const ownAccount = identity !== undefined && String(identity.id) === String(user.id);
  const remove = useDialogAction({ success: TEXT.removed, failure: TEXT.removeFailed });
  const { data: security, error } = useConsoleQuery(['users', user.id, 'security'], () => getUserSecurity(user.id), TEXT.loadFailed);

  if (!security) {
    return (
      <Section title={TEXT.title}>
        {error ? <Alert severity="error">{TEXT.loadFailed}</Alert> : <Skeleton variant="rounded" height={96} />}
      </Section>
    );
  }
  return (
    <Section title={TEXT.title}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{TEXT.twoFactor}</Typography>
          <TwoFactorChip on={security.twoFactorEnabled} />
          {security.twoFactorEnabled && !ownAccount && (
            <MuiButton size="small" color="error" variant="outlined" onClick={() => remove.setOpen(true)}>
              {TEXT.remove}
            </MuiButton>
          )}
        </Stack>
        {ownAccount && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXT.ownAccount}
          </Typography>
        )}
        <div>
          <Typography variant="subtitle2" component="h3">
            {TEXT.history}
          </Typography>
          {security.history.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {TEXT.noHistory}
            </Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label={TEXT.history}>
              {security.history.map((entry) => (
                <Typography component="li" variant="body2" key={entry.id}>
                  {`${auditEntryText(entry)}, by ${entry.actorEmail}, ${dateTime(entry.createdAt)}`}
                </Typography>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
      <PasswordDialog
        open={remove.open}
        onClose={() => remove.setOpen(false)}
        titleId={remove.titleId}
        title={`${TEXT.removeTitle}: ${user.email}`}
        description={TEXT.removeWhat}
        onConfirm={(currentPassword) => remove.run(() => removeUserTwoFactor(user.id, currentPassword))}
        closeLabel={TEXT.keep}
        saveLabel={TEXT.remove}
        passwordLabel={TEXT.yourPassword}
      />
    </Section>
  );
}
