import { DEMO_ADMIN_STATUSES } from '@voosh/shared';

/** Answers of the demo-request routes that are not fixed product texts (those are in MESSAGES). */
export const DEMO_MESSAGES = {
  notFound: 'Demo submission not found',
  statusNotSettable: `status must be one of ${DEMO_ADMIN_STATUSES.join(', ')}`,
  statusOnCreate: 'status must be "pending" (new demo requests always start pending)',
} as const;
