import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { erasedCustomerEmail, Role } from '@voosh/shared';
import { PasswordDialog } from '../common/PasswordDialog';
import { Section } from '../common/Section';
import { useDialogAction } from '../common/useDialogAction';
import type { UserRecord } from '../data/types';
import { USER_ERASURE_TEXTS as TEXT } from './securityTexts';
import { eraseUser } from './usersApi';

/** An erased account keeps its id under a fixed address that receives no mail (the record says no more). */
export const isErased = (user: UserRecord) => user.email === erasedCustomerEmail(user.id);

/**
 * Erasing a customer's account on their written request (by post or e-mail): the admin's own
 * password again, then the record is read again and shows the erased name and address. A refusal
 * (something still under way, an admin's account) is told with the server's reason. Not offered
 * for an admin's account, nor for one already erased.
 */
export function UserErasure({ user }: { user: UserRecord }) {
  const erase = useDialogAction({ success: TEXT.erased, failure: TEXT.eraseFailed });
  const unavailable = isErased(user) ? TEXT.alreadyErased : user.role === Role.Admin ? TEXT.adminAccount : null;

  return (
    <Section title={TEXT.title}>
      {unavailable ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {unavailable}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXT.intro}
          </Typography>
          <MuiButton color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => erase.setOpen(true)}>
            {TEXT.erase}
          </MuiButton>
          <PasswordDialog
            open={erase.open}
            onClose={() => erase.setOpen(false)}
            titleId={erase.titleId}
            title={`${TEXT.eraseTitle}: ${user.email}`}
            description={TEXT.eraseWhat}
            onConfirm={(currentPassword) => erase.run(() => eraseUser(user.id, currentPassword))}
            closeLabel={TEXT.cancel}
            saveLabel={TEXT.erase}
            destructive
          />
        </Stack>
      )}
    </Section>
  );
}
