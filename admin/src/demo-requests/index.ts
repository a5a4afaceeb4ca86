import DemoRequestIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';

/** Demo (consultation) requests: /admin/demo-requests, served by /api/demo-submissions. */
export default {
  list: lazy(() => import('./DemoRequestList')),
  show: lazy(() => import('./DemoRequestShow')),
  icon: DemoRequestIcon,
  options: { label: 'Demo requests' },
  recordRepresentation: 'name',
};
