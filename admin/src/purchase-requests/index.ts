import PurchaseRequestIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

/** Purchase requests: /admin/purchase-requests, served by /api/purchase-requests (admins see all). */
export default {
  list: lazy(() => import('./PurchaseRequestList')),
  edit: lazy(() => import('./PurchaseRequestEdit')),
  icon: PurchaseRequestIcon,
  options: { label: 'Purchase requests' },
  recordRepresentation: (record: { id: number }) => `Request #${record.id}`,
};
