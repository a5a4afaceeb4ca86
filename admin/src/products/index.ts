import ProductIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';

/** The catalogue's products: /admin/products, served by /api/admin/products. */
export default {
  list: lazy(() => import('./ProductList')),
  create: lazy(() => import('./ProductCreate')),
  edit: lazy(() => import('./ProductEdit')),
  icon: ProductIcon,
  options: { label: 'Products' },
  recordRepresentation: 'name',
};
