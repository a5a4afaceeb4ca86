import type { Role } from '@voosh/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { RouteFallback } from '../components/RouteFallback';
import { dashboardOf, isOutsideStorefront, LOGIN_PATH } from '../lib/session/dashboards';
import { useSession } from '../lib/session/useSession';

export interface RequireRoleProps {
  /** The role the route needs; any signed-in user when omitted. */
  role?: Role;
  /** Where a visitor without a session goes (default /login). */
  redirectTo?: string;
  /** The guarded content; the nested routes' <Outlet/> when omitted. */
  children?: ReactNode;
}

/** A full page load to the admin console (outside this router). */
function LeaveStorefront({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <RouteFallback />;
}

/**
 * Route guard: no session goes to /login (or `redirectTo`), a signed-in user with another role
 * goes to their own dashboard.
 */
export function RequireRole({ role, redirectTo = LOGIN_PATH, children }: RequireRoleProps) {
  const { user } = useSession();
  if (!user) return <Navigate to={redirectTo} replace />;
  if (role && user.role !== role) {
    const home = dashboardOf(user.role);
    return isOutsideStorefront(home) ? <LeaveStorefront to={home} /> : <Navigate to={home} replace />;
  }
  return children ?? <Outlet />;
}
