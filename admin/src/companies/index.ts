import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';

/** Customer companies: /admin/companies, served by /api/admin/companies (members, balances, payment terms). */
export default {
  list: lazy(() => import('./CompanyList')),
  show: lazy(() => import('./CompanyShow')),
  icon: BusinessIcon,
  options: { label: 'Companies' },
  recordRepresentation: 'name',
};
