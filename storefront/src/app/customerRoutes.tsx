import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { Role } from '@voosh/shared';
import { matchPath, Route } from 'react-router-dom';
import { cartQuery } from '../features/cart/api/useCart';
import { armsQuery } from '../features/catalogue/api/useArms';
import { companyQuery } from '../features/company/api/useCompany';
import { profileQuery } from '../features/profile/api/useProfile';
import { purchaseRequestPath, purchaseRequestQuery } from '../features/requests/api/usePurchaseRequest';
import { purchaseRequestsQuery } from '../features/requests/api/usePurchaseRequests';
import { transferPath, transferQuery } from '../features/transfer/api/useTransfer';
import { transferTargetOf } from '../features/transfer/components/useTransferParams';
import { paymentsConfigQuery } from '../lib/payments/usePaymentsConfig';
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
export const CUSTOMER_PAGES = {
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
} satisfies Record<string, LazyPage>;

type CustomerPagePath = keyof typeof CUSTOMER_PAGES;

/**
 * A read a page starts with: the API path and query it GETs, which the page the server sends
 * starts at once (EARLY_READS_SCRIPT), and its query, which the app starts at start (each once:
 * the page's own hook then finds it under way or done).
 */
interface Read {
  path: string;
  start(client: QueryClient): void;
}

const read = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  path: string,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Read => ({ path, start: (client) => void client.prefetchQuery(options) });

/**
 * The reads whose answers a customer's page first shows: the layout's (the tab bar's cart) and the
 * page's own, given the address's query, with what it reads next once they answer (the request
 * cards' company role and payment methods).
 */
const LAYOUT_READS: Read[] = [read('/api/cart', cartQuery)];
const PAGE_READS: Partial<Record<CustomerPagePath, (search: URLSearchParams) => Read[]>> = {
  dashboard: () => [read('/api/profile', profileQuery), read('/api/arms', armsQuery)],
  requests: () => [
    read('/api/purchase-requests', purchaseRequestsQuery),
    read('/api/company', companyQuery),
    read('/api/payments/config', paymentsConfigQuery),
  ],
  // The transfer, and for a request's payment the request too (the page checks it can still be paid).
  transfer: (search) => {
    const target = transferTargetOf(search);
    const config = read('/api/payments/config', paymentsConfigQuery);
    if (!target) return [config];
    const transfer = read(transferPath(target), transferQuery(target));
    if (!('requestId' in target)) return [config, transfer];
    return [config, transfer, read(purchaseRequestPath(target.requestId), purchaseRequestQuery(target.requestId))];
  },
};

/** Where the customer area's pages are. */
export const CUSTOMER_AREA = '/customer';

/**
 * The code-split parts a signed-in customer's page at `pathname` renders: the area's layout and the
 * page (none outside the customer area's pages). Loaded at start side by side (startApp.tsx), the
 * page's code does not wait for the layout's to load and render first.
 */
export function customerPartsAt(pathname: string): LazyPage[] {
  const path = customerPagePathAt(pathname);
  return path ? [CustomerLayout, CUSTOMER_PAGES[path]] : [];
}

/** The reads of the signed-in customer's page at `pathname` and `search` (see PAGE_READS); none outside the customer area's pages. */
export function customerReadsAt({ pathname, search }: { pathname: string; search: string }): Read[] {
  const path = customerPagePathAt(pathname);
  return path ? [...LAYOUT_READS, ...(PAGE_READS[path]?.(new URLSearchParams(search)) ?? [])] : [];
}

/** Starts the reads of the signed-in customer's page at `location` (see customerReadsAt). */
export function startCustomerReadsAt(client: QueryClient, location: { pathname: string; search: string }): void {
  for (const read of customerReadsAt(location)) read.start(client);
}

function customerPagePathAt(pathname: string): CustomerPagePath | undefined {
  return (Object.keys(CUSTOMER_PAGES) as CustomerPagePath[]).find((path) => matchPath(`${CUSTOMER_AREA}/${path}`, pathname) !== null);
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
