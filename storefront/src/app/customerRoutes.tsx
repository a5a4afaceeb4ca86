import { Role } from '@voosh/shared';
import { Route } from 'react-router-dom';
import { RequireRole } from '../features/session/RequireRole';
import { lazyPage } from './lazyPage';

// Lazy like the pages: the bar and the cart query stay out of the public pages' first load.
const CustomerLayout = lazyPage(() => import('../features/customer/components/CustomerLayout'), 'CustomerLayout');
const CartPage = lazyPage(() => import('../features/cart/routes/CartPage'), 'CartPage');
const RequestsPage = lazyPage(() => import('../features/requests/routes/RequestsPage'), 'RequestsPage');
const ProfilePage = lazyPage(() => import('../features/profile/routes/ProfilePage'), 'ProfilePage');
const BrowsePage = lazyPage(() => import('../features/browse/routes/BrowsePage'), 'BrowsePage');
const DashboardPage = lazyPage(() => import('../features/browse/routes/DashboardPage'), 'DashboardPage');
const CustomerPlaceholderPage = lazyPage(() => import('../features/customer/routes/CustomerPlaceholderPage'), 'CustomerPlaceholderPage');

/** The customer area, signed-in customers only; pages not built yet show "Coming soon". */
export const customerRoutes = [
  <Route key="customer" path="/customer" element={<RequireRole role={Role.Customer} />}>
    <Route element={<CustomerLayout />}>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="browse" element={<BrowsePage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="requests" element={<RequestsPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="*" element={<CustomerPlaceholderPage />} />
    </Route>
  </Route>,
];
