import ApiKeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';

/** Integrators' API keys: /admin/api-keys, served by /api/admin/api-keys (made and revoked, never edited). */
export default {
  list: lazy(() => import('./ApiKeyList')),
  create: lazy(() => import('./ApiKeyCreate')),
  show: lazy(() => import('./ApiKeyShow')),
  icon: ApiKeyIcon,
  options: { label: 'API keys' },
  recordRepresentation: 'name',
};
