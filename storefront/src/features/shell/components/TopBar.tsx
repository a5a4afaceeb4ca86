import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { BRAND, Role } from '@voosh/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOMER_DASHBOARD, LOGIN_PATH } from '../../session/dashboards';
import { useSession } from '../../session/useSession';
import { AccountMenu } from './AccountMenu';
import { BrandLogo } from './BrandLogo';
import { NAV_DRAWER_ID, NavDrawer } from './NavDrawer';
import { ThemeToggle } from './ThemeToggle';

const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** The navigation bar of every page: menu, logo, theme toggle, account or sign-in buttons. */
export function TopBar() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const logoTarget = user?.role === Role.Customer ? CUSTOMER_DASHBOARD : '/';

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label="Open menu"
          aria-controls={NAV_DRAWER_ID}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Link component={RouterLink} to={logoTarget} underline="none" aria-label={`${BRAND} home`}>
          <BrandLogo compactBelow={400} />
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <>
            <Button component={RouterLink} to={LOGIN_PATH} color="inherit" sx={NO_WRAP}>
              Login
            </Button>
            <Button component={RouterLink} to="/signup" variant="contained" sx={NO_WRAP}>
              Sign Up
            </Button>
          </>
        )}
      </Toolbar>
      <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
