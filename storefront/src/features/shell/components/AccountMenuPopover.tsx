import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Role } from '@voosh/shared';
import { ADMIN_DASHBOARD, dashboardOf } from '../../../lib/session/dashboards';
import { useGoTo } from '../../../lib/session/useGoTo';
import { useSession, type SessionUser } from '../../../lib/session/useSession';

const CUSTOMER_SETTINGS = '/customer/profile';

/** Settings: the profile for customers, the admin dashboard for admins. */
function settingsOf(user: SessionUser): string {
  return user.role === Role.Admin ? ADMIN_DASHBOARD : CUSTOMER_SETTINGS;
}

/** The account menu under the avatar: e-mail and role, Dashboard, Settings, Log out. */
export function AccountMenuPopover({ user, anchor, onClose }: { user: SessionUser; anchor: HTMLElement | null; onClose: () => void }) {
  const { signOut } = useSession();
  const goTo = useGoTo();
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    // A popover rather than Menu: the e-mail and role header sits outside the keyboard-navigated list.
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
  );
}
