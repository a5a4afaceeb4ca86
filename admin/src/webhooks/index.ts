import WebhookIcon from '@mui/icons-material/Webhook';
import { lazy } from 'react';

/** Integrators' webhook endpoints: /admin/webhook-endpoints, served by /api/admin/webhook-endpoints (their deliveries on each one's page). */
export default {
  list: lazy(() => import('./WebhookList')),
  create: lazy(() => import('./WebhookCreate')),
  show: lazy(() => import('./WebhookShow')),
  edit: lazy(() => import('./WebhookEdit')),
  icon: WebhookIcon,
  options: { label: 'Webhooks' },
  recordRepresentation: 'url',
};
