/**
 * Outgoing webhooks: the shop tells an integrator's endpoint what happened, signed as the
 * Standard Webhooks specification says, retried for days when the endpoint is down.
 */

export const WEBHOOK_EVENT_TYPES = [
  'purchase_request.created',
  'purchase_request.status_changed',
  'purchase_request.amount_changed',
  'purchase_request.approval_requested',
  'purchase_request.approval_decided',
  'payment.succeeded',
  'payment.refunded',
  'payment.needs_review',
  'plan.created',
  'plan.charge.paid',
  'plan.charge.failed',
  'plan.canceled',
  'demo_request.created',
  'document.issued',
  'company.member_joined',
  'company.member_removed',
  'invoice.overdue',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "Send test event", to check an endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'purchase_request.created': 'A customer submitted a purchase request',
  'purchase_request.status_changed': "A purchase request's status changed",
  'purchase_request.amount_changed': "An admin changed a purchase request's amount due",
  'purchase_request.approval_requested': "A purchase request waits for an approver of the customer's company",
  'purchase_request.approval_decided': "An approver of the customer's company approved or declined a purchase request",
  'payment.succeeded': 'A payment was received',
  'payment.refunded': 'A payment was refunded',
  'payment.needs_review': 'Money was taken that needs review',
  'plan.created': 'A monthly plan started',
  'plan.charge.paid': "A plan's month was paid",
  'plan.charge.failed': "A plan's monthly charge failed",
  'plan.canceled': 'A monthly plan was canceled',
  'demo_request.created': 'A visitor asked for a demo',
  'document.issued': 'A quote, invoice, receipt or credit note was issued',
  'company.member_joined': "Someone joined a customer's company",
  'company.member_removed': "A member was removed from a customer's company, or left it",
  'invoice.overdue': "An invoice under a company's payment terms was not paid by its due date",
};

/** Signing secrets start so; the rest is the base64 of 32 random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** After a rotation, deliveries are signed with the old secret too for this long. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
/** How long one attempt may take. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** How long a delivery is retried, and how long an endpoint may fail before it is disabled. */
export const WEBHOOK_RETRY_DAYS = 3;
/**
 * How long webhook messages and their deliveries are kept before the daily purge deletes them: the
 * `webhookRetentionDays` setting's default (as hosted webhook services keep them) and its bounds.
 * The least is longer than WEBHOOK_RETRY_DAYS, so nothing still being retried is deleted.
 */
export const DEFAULT_WEBHOOK_RETENTION_DAYS = 90;
export const WEBHOOK_RETENTION_DAYS_MIN = 7;
export const WEBHOOK_RETENTION_DAYS_MAX = 365;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  httpsRequired: 'The URL must start with https:// (http://localhost is allowed outside production)',
  privateAddress: 'The URL must reach a public address',
  eventTypesRequired: 'Choose at least one event',
  disabled: 'This endpoint is disabled: enable it first',
  alreadyDelivered: 'This delivery succeeded already',
  disabledGone: 'Disabled: the endpoint answered 410 Gone',
  disabledFailing: `Disabled: every delivery failed for ${WEBHOOK_RETRY_DAYS} days`,
  shownOnce: 'Copy the signing secret now: it is shown only once.',
} as const;

/** Why a delivery deleted with the messages past the retention period cannot be sent again. */
export const webhookDeliveryGoneText = (retentionDays: number) =>
  `This delivery is no longer kept: deliveries are deleted ${retentionDays} days after their event, so it cannot be sent again.`;

/** How far back an endpoint's delivery log goes. */
export const webhookRetentionText = (retentionDays: number) => `Deliveries are kept for ${retentionDays} days, then deleted.`;
