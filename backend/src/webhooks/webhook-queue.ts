import { WEBHOOK_RETRY_DAYS, WEBHOOK_TIMEOUT_SECONDS } from '@voosh/shared';

/** A delivery job: the delivery to attempt. */
export interface WebhookDeliveryJob {
  deliveryId: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Deliveries retry with exponential backoff and jitter (pg-boss's): 30 s, about 1, 2, 4 … minutes,
 * at most 6 hours apart, until WEBHOOK_RETRY_DAYS have passed (the worker gives up then).
 * 30 s × (2⁰ + … + 2⁹) ≈ 8.5 h, then 6 h apart: 21 retries reach past 3 days.
 */
export const WEBHOOK_DELIVERY_QUEUE = {
  name: 'webhook-delivery',
  // Attempts at once per instance: one endpoint slow to answer (up to its timeout) holds one of them.
  concurrency: 10,
  options: {
    retryLimit: 21,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 6 * HOUR,
    // One attempt takes WEBHOOK_TIMEOUT_SECONDS at most; a job still running well past it was lost with its instance.
    expireInSeconds: WEBHOOK_TIMEOUT_SECONDS * 6,
    retentionSeconds: (WEBHOOK_RETRY_DAYS + 1) * 24 * HOUR,
  },
} as const;
