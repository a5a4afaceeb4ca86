import { BRAND, Role } from '@voosh/shared';
import { ADMIN_DASHBOARD, LOGIN_PATH } from '../../lib/session/dashboards';

/** The id of the navigation drawer, for the menu button's aria-controls. */
export const NAV_DRAWER_ID = 'site-navigation';

export interface MenuItem {
  label: string;
  to: string;
}

const products: MenuItem = { label: 'Products', to: '/services' };
const levels: MenuItem = { label: `${BRAND} Levels`, to: '/pricing' };
const priceGuide: MenuItem = { label: 'Price Guide', to: '/pricing-plans' };
const whatsNext: MenuItem = { label: "What's Next", to: '/whats-next' };
const about: MenuItem = { label: 'About', to: '/about' };
const contact: MenuItem = { label: 'Contact', to: '/contact' };
const dashboard: MenuItem = { label: 'Dashboard', to: ADMIN_DASHBOARD };
const login: MenuItem = { label: 'Login', to: LOGIN_PATH };

/** The side panel's links by role; `null` is the visitor. */
export function menuItemsFor(role: Role | null): readonly MenuItem[] {
  if (role === Role.Customer) return [levels, priceGuide, whatsNext, about, contact];
  if (role === Role.Admin) return [products, levels, priceGuide, about, contact, dashboard];
  return [products, levels, priceGuide, about, contact, login];
}
