import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Role } from '@voosh/shared';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserMenu as RaUserMenu, useGetIdentity, useLogout, useUserMenu } from 'react-admin';
import { useConsolePath } from '../common/RecordLink';
import { roleLabel } from '../users/userChanges';

export const USER_MENU_TEXTS = { profile: 'Profile', settings: 'Settings', logOut: 'Log out', label: 'Profile menu' } as const;

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(function LinkItem(
  { to, label, icon, ...rest },
  ref,
) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()} {...rest}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(props, ref) {
  const logout = useLogout();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        void logout();
      }}
    >
      <ListItemIcon>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText>{USER_MENU_TEXTS.logOut}</ListItemText>
    </MenuItem>
  );
});

/**
 * The profile menu: the e-mail and the role label 'Admin', then Profile, Settings and Log out. Its
 * button shows the e-mail, so its accessible name starts with it ('admin@...: Profile menu').
 */
export function UserMenu() {
  const { identity } = useGetIdentity();
  const path = useConsolePath();
  return (
    <RaUserMenu label={identity?.fullName ? `${identity.fullName}: ${USER_MENU_TEXTS.label}` : USER_MENU_TEXTS.label}>
      <Box component="li" role="none" sx={{ px: 2, py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {identity?.fullName}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {roleLabel(Role.Admin)}
        </Typography>
      </Box>
      <Divider component="li" role="separator" />
      <LinkItem to={path('/profile')} label={USER_MENU_TEXTS.profile} icon={<PersonIcon />} />
      <LinkItem to={path('/settings')} label={USER_MENU_TEXTS.settings} icon={<SettingsIcon />} />
      <LogoutItem />
    </RaUserMenu>
  );
}
