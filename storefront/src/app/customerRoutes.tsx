import { Role } from '@voosh/shared';
import { Route } from 'react-router-dom';
import { RequireRole } from '../features/session/RequireRole';
import { lazyPage } from './lazyPage';

const CustomerPlaceholderPage = lazyPage(() => import('../features/customer/routes/CustomerPlaceholderPage'), 'CustomerPlaceholderPage');

/** The customer area, signed-in customers only; pages not built yet show "Coming soon". */
export const customerRoutes = [
  <Route key="customer" path="/customer" element={<RequireRole role={Role.Customer} />}>
    <Route path="*" element={<CustomerPlaceholderPage />} />
  </Route>,
];
