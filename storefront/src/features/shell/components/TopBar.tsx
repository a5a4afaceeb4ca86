import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { BRAND, Role } from '@voosh/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOMER_DASHBOARD, LOGIN_PATH } from '../../../lib/session/dashboards';
import { useSession } from '../../../lib/session/useSession';
import { NAV_DRAWER_ID } from '../menuItems';
import { AccountMenu } from './AccountMenu';
import { BrandLogo } from '../../../components/BrandLogo';
import { ThemeToggle } from './ThemeToggle';

const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

// The drawer (and its currency select) loads on the first press of the menu button: it is not
// needed to show a page, and keeping it out of the first load keeps the home page in its budget.
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));

/** The navigation bar of every page: menu, logo, theme toggle, account or sign-in buttons. */
export function TopBar() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays mounted once opened, so it can slide out when closed.
  const [menuUsed, setMenuUsed] = useState(false);
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
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
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
      {menuUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
