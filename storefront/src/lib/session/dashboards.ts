import { Role } from '@voosh/shared';

export const CUSTOMER_DASHBOARD = '/customer/dashboard';
/** Served by the separate admin console: reached with a full page load, not the router. */
export const ADMIN_DASHBOARD = '/admin/dashboard';
export const LOGIN_PATH = '/login';

export function dashboardOf(role: Role): string {
  return role === Role.Admin ? ADMIN_DASHBOARD : CUSTOMER_DASHBOARD;
}

/** Paths outside this app (the admin console) need a full page load. */
export function isOutsideStorefront(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
