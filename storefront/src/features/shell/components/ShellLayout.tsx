import Box from '@mui/material/Box';
import { Role } from '@voosh/shared';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteFallback } from '../../../components/RouteFallback';
import { useMaintenanceMode } from '../useMaintenanceMode';
import { MaintenancePage } from '../routes/MaintenancePage';
import { PageCommitted } from '../../../lib/pageCommitted';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import { useSession } from '../../../lib/session/useSession';
import { TopBar } from './TopBar';

/** Pages an admin needs to sign in while the site is in maintenance. */
const OPEN_DURING_MAINTENANCE = [LOGIN_PATH, '/auth/callback', '/forgot-password'];

/** Every page: the top bar above the route's content (or the maintenance page). */
export function ShellLayout() {
  const { user } = useSession();
  const maintenance = useMaintenanceMode();
  const { pathname } = useLocation();
  const blocked = maintenance && user?.role !== Role.Admin && !OPEN_DURING_MAINTENANCE.includes(pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar />
      <Box sx={{ flexGrow: 1 }}>
        {blocked ? (
          <>
            <MaintenancePage />
            <PageCommitted />
          </>
        ) : (
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
            <PageCommitted />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
