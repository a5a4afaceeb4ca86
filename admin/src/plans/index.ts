import PlanIcon from '@mui/icons-material/Autorenew';
import { lazy } from 'react';

/** Monthly plans: /admin/plans, served by /api/admin/plans. */
export default {
  list: lazy(() => import('./PlanList')),
  show: lazy(() => import('./PlanShow')),
  icon: PlanIcon,
  options: { label: 'Plans' },
  recordRepresentation: (record: { id: number }) => `Plan #${record.id}`,
};
