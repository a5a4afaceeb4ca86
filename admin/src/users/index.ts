import UserIcon from '@mui/icons-material/People';
import { lazy } from 'react';

/** Accounts: /admin/users, served by /api/admin/users. */
export default {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  icon: UserIcon,
  options: { label: 'Users' },
  recordRepresentation: 'email',
};
