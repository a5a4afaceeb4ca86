import ArmIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

/** Product families: /admin/arms, served by /api/admin/arms. */
export default {
  list: lazy(() => import('./ArmList')),
  create: lazy(() => import('./ArmCreate')),
  edit: lazy(() => import('./ArmEdit')),
  icon: ArmIcon,
  options: { label: 'Arms' },
  recordRepresentation: 'name',
};
