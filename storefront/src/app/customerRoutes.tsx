import { Role } from '@voosh/shared';
import { matchPath, Route } from 'react-router-dom';
import { RequireRole } from './RequireRole';
import { lazyPage, type LazyPage } from './lazyPage';
import { NotFoundPage } from './notFoundPage';

// Lazy like the pages: the bar and the cart query stay out of the public pages' first load.
const CustomerLayout = lazyPage(() => import('../features/customer/components/CustomerLayout'), 'CustomerLayout');
const CartPage = lazyPage(() => import('../features/cart/routes/CartPage'), 'CartPage');
const RequestsPage = lazyPage(() => import('../features/requests/routes/RequestsPage'), 'RequestsPage');
// The only route that loads Stripe.js and its React bindings.
const PaymentPage = lazyPage(() => import('../features/payment/routes/PaymentPage'), 'PaymentPage');
const TransferPage = lazyPage(() => import('../features/transfer/routes/TransferPage'), 'TransferPage');
const ProfilePage = lazyPage(() => import('../features/profile/routes/ProfilePage'), 'ProfilePage');
const DataExportPage = lazyPage(() => import('../features/privacy/routes/DataExportPage'), 'DataExportPage');
const BrowsePage = lazyPage(() => import('../features/catalogue/routes/BrowsePage'), 'BrowsePage');
const DashboardPage = lazyPage(() => import('../features/customer/routes/DashboardPage'), 'DashboardPage');
const ProductDetailPage = lazyPage(() => import('../features/catalogue/routes/ProductDetailPage'), 'ProductDetailPage');
const OrdersPage = lazyPage(() => import('../features/requests/routes/OrdersPage'), 'OrdersPage');
const StatementPage = lazyPage(() => import('../features/statement/routes/StatementPage'), 'StatementPage');

/** The customer area's pages by route pattern (relative to /customer), for signed-in customers only. */
export const CUSTOMER_PAGES: Record<string, LazyPage> = {
  dashboard: DashboardPage,
  browse: BrowsePage,
  cart: CartPage,
  requests: RequestsPage,
  payment: PaymentPage,
  transfer: TransferPage,
  profile: ProfilePage,
  'profile/data-exports/:id': DataExportPage,
  'product/:type/:id': ProductDetailPage,
  'product/:type/:scope/:id': ProductDetailPage,
  orders: OrdersPage,
  statement: StatementPage,
};

/** Where the customer area's pages are. */
export const CUSTOMER_AREA = '/customer';

/**
 * The code-split parts a signed-in customer's page at `pathname` renders: the area's layout and the
 * page (none outside the customer area's pages). Loaded at start side by side (main.tsx), the
 * page's code does not wait for the layout's to load and render first.
 */
export function customerPartsAt(pathname: string): LazyPage[] {
  const page = Object.entries(CUSTOMER_PAGES).find(([path]) => matchPath(`${CUSTOMER_AREA}/${path}`, pathname) !== null)?.[1];
  return page ? [CustomerLayout, page] : [];
}

/** The customer area, signed-in customers only; an unknown path in it is the 404 page (with the bar). */
export const customerRoutes = [
  <Route key="customer" path={CUSTOMER_AREA} element={<RequireRole role={Role.Customer} />}>
    <Route element={<CustomerLayout />}>
      {Object.entries(CUSTOMER_PAGES).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>,
];
