import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Role } from '@voosh/shared';
import { useState } from 'react';
import { ADMIN_DASHBOARD, dashboardOf } from '../../../lib/session/dashboards';
import { useGoTo } from '../../../lib/session/useGoTo';
import { useSession, type SessionUser } from '../../../lib/session/useSession';

const CUSTOMER_SETTINGS = '/customer/profile';

/** Settings: the profile for customers, the admin dashboard for admins. */
function settingsOf(user: SessionUser): string {
  return user.role === Role.Admin ? ADMIN_DASHBOARD : CUSTOMER_SETTINGS;
}

/** The signed-in user's avatar and menu: e-mail and role, Dashboard, Settings, Log out. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const goTo = useGoTo();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const choose = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user.profilePicture ?? undefined} alt={user.email} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          {user.email.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {/* A popover rather than Menu: the e-mail and role header sits outside the keyboard-navigated list. */}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1.5, minWidth: 220 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.email}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {user.role}
          </Typography>
        </Box>
        <Divider />
        <MenuList id="account-menu" autoFocusItem aria-label="Account">
          <MenuItem onClick={choose(() => goTo(dashboardOf(user.role)))}>Dashboard</MenuItem>
          <MenuItem onClick={choose(() => goTo(settingsOf(user)))}>Settings</MenuItem>
          <MenuItem onClick={choose(signOut)}>Log out</MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
