import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '../../../lib/session/useSession';

// The menu's code (MUI's Popover and menu list) loads on the first press of the avatar: no page needs it to show.
const AccountMenuPopover = lazy(() => import('./AccountMenuPopover').then((module) => ({ default: module.AccountMenuPopover })));

/** The signed-in user's avatar, which opens the account menu. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so it can fade out when closed.
  const [used, setUsed] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Avatar src={user.profilePicture ?? undefined} alt={user.email} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          {user.email.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuPopover user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
