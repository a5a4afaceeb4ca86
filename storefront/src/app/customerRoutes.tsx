import { Role } from '@voosh/shared';
import { Route } from 'react-router-dom';
import { RequireRole } from './RequireRole';
import { lazyPage } from './lazyPage';
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

/** The customer area, signed-in customers only; an unknown path in it is the 404 page (with the bar). */
export const customerRoutes = [
  <Route key="customer" path="/customer" element={<RequireRole role={Role.Customer} />}>
    <Route element={<CustomerLayout />}>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="browse" element={<BrowsePage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="requests" element={<RequestsPage />} />
      <Route path="payment" element={<PaymentPage />} />
      <Route path="transfer" element={<TransferPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="profile/data-exports/:id" element={<DataExportPage />} />
      <Route path="product/:type/:id" element={<ProductDetailPage />} />
      <Route path="product/:type/:scope/:id" element={<ProductDetailPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>,
];
