/** Storefront routes the browser tests and the smoke test visit (spec 01 and 02). */
import { BRAND } from '@voosh/shared';

/** Every public route of spec 01 and 02 with a text that proves the right page is shown. */
export const PUBLIC_ROUTES: readonly [path: string, keyText: string][] = [
  ['/', 'Speed Where It Matters'],
  ['/about', 'Our Vision'],
  ['/services', 'All Products'],
  ['/pricing', `${BRAND} Levels`],
  ['/pricing-plans', 'Why this pricing is fair'],
  ['/contact', 'Schedule a Consultation'],
  ['/case-studies', 'Coming Soon'],
  ['/blog', 'Coming Soon'],
  ['/careers', 'Coming Soon'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Data Processing Addendum'],
  ['/cookie-policy', 'Coming Soon'],
  ['/signup', 'Create your account'],
  ['/login', 'Welcome back'],
  ['/forgot-password', 'Forgot password'],
  ['/whats-next', 'Order Statuses'],
  ['/arms/vooshdesk', 'VOOSHDesk'],
  ['/arms/vooshcustom', 'Quote Required'],
  ['/arms/vooshpackages', '5%'],
];

/** The customer area's routes (spec 02) with a text a signed-in customer sees there; a visitor is sent to /login. */
export const CUSTOMER_ROUTES: readonly [path: string, keyText: string][] = [
  ['/customer/dashboard', 'Welcome back'],
  ['/customer/browse', 'All Products'],
  ['/customer/cart', 'Your Cart'],
  ['/customer/requests', 'Your Requests'],
  ['/customer/profile', 'Account Information'],
  ['/customer/orders', 'Order Tracking'],
  ['/customer/payment', 'Your Requests'],
];

/** Sign-in routes that need more than a visit (a query, a flow in progress) and so are not in PUBLIC_ROUTES. */
export const FLOW_PATHS: readonly string[] = ['/verify-email', '/auth/callback'];

/** A company invitation's link without its token (after the `#`): a page saying so, to anyone. */
export const INVITATION_PATH: readonly [path: string, keyText: string] = ['/join', 'This invitation cannot be used'];
