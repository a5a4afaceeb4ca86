import PaymentIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

/** Every payment: /admin/payments, served by /api/admin/payments. */
export default {
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: PaymentIcon,
  options: { label: 'Payments' },
  recordRepresentation: (record: { id: number }) => `Payment #${record.id}`,
};
