import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_DAYS,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@voosh/shared';
import type { SecretDialogTexts } from '../common/SecretDialog';
import { dateTime } from '../common/format';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../data/types';

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  newTitle: 'New webhook endpoint',
  showTitle: 'Webhook endpoint',
  editTitle: 'Edit webhook endpoint',
  loadFailed: 'Failed to load the webhook endpoints',
  emptyTitle: 'No webhooks yet',
  emptyWhat: `A webhook tells a program of yours (a CRM, an accounting system) what happens in the shop as it happens: VOOSH posts each event you choose to your endpoint's HTTPS address, signed with its secret so the program can check it came from VOOSH. Deliveries that fail are retried for ${WEBHOOK_RETRY_DAYS} days.`,
  url: 'URL',
  urlHelp: 'The https:// address VOOSH posts the events to.',
  description: 'Description',
  descriptionHelp: 'Say which program receives them (optional).',
  events: 'Events',
  eventsHelp: 'What VOOSH tells this endpoint: choose only what the program uses.',
  passwordHelp: 'Enter your password to confirm.',
  redirectPasswordHelp: 'A new URL or new events change where signed deliveries go: enter your password to confirm.',
  create: 'Create endpoint',
  createFailed: 'Failed to create the webhook endpoint',
  secretTitle: 'Signing secret',
  secretNever:
    'It cannot be seen again: give it to the program that receives the events, which checks each delivery with it. If it is lost, rotate the secret.',
  status: 'Status',
  enabled: 'Enabled',
  disabled: 'Disabled',
  disabledByAdmin: 'Disabled by an admin',
  failingSince: 'Failing since',
  createdBy: 'Created by',
  created: 'Created',
  previousSecret: 'Previous secret',
  previousSecretUntil: (until: string) => `Still signs deliveries until ${until}`,
  eventCount: (count: number) => (count === 1 ? '1 event' : `${count} events`),
  enableAgain: 'Enable it to start the deliveries again, then replay what failed meanwhile.',
  // Actions on one endpoint.
  sendTest: 'Send test event',
  testSent: 'Test event queued: see it in the deliveries',
  testFailed: 'Failed to send the test event',
  enable: 'Enable',
  disable: 'Disable',
  enabledNow: 'Webhook endpoint enabled',
  disabledNow: 'Webhook endpoint disabled: nothing is sent to it until it is enabled',
  enableFailed: 'Failed to enable the webhook endpoint',
  disableFailed: 'Failed to disable the webhook endpoint',
  rotate: 'Rotate secret',
  rotateTitle: 'Rotate the signing secret',
  rotateWhat: `A new secret signs the deliveries from now on; the current one also signs them for ${WEBHOOK_ROTATION_OVERLAP_HOURS} hours, while you give the new one to the program. Enter your password to confirm.`,
  rotated: 'Signing secret rotated',
  rotateFailed: 'Failed to rotate the signing secret',
  newSecretTitle: 'New signing secret',
  edit: 'Edit',
  save: 'Save',
  deleteTitle: 'Delete the webhook endpoint',
  deleteWhat: 'Nothing more is sent to it, and its deliveries are deleted with it.',
  cancel: 'Cancel',
  // Deliveries.
  deliveries: 'Deliveries',
  deliveriesFailed: 'Failed to load the deliveries',
  noDeliveries: 'No deliveries yet.',
  noDeliveriesWithStatus: 'No deliveries with this status.',
  statusFilter: 'Status',
  all: 'All',
  event: 'Event',
  attempts: 'Attempts',
  lastStatusCode: 'Code',
  lastAnswer: 'Answer or error',
  lastAttempt: 'Last attempt',
  nextAttempt: 'Next try',
  delivered: 'Delivered',
  replay: 'Replay',
  replayed: 'Delivery sent again',
  replayFailed: 'Failed to send the delivery again',
  replaySince: 'Replay failed since…',
  replaySinceTitle: 'Replay the failed deliveries',
  replaySinceWhat: 'Every delivery to this endpoint that failed since this time is sent again now.',
  since: 'Failed since',
  replayedAll: 'Failed deliveries sent again',
  replayedCount: (count: number) =>
    count === 0
      ? 'No failed deliveries since then'
      : count === 1
        ? '1 failed delivery sent again'
        : `${count} failed deliveries sent again`,
} as const;

/** The signing secret dialog's words (the warning itself is WEBHOOK_MESSAGES.shownOnce). */
export const WEBHOOK_SECRET_TEXTS: SecretDialogTexts = {
  label: 'Signing secret',
  copy: 'Copy',
  copied: 'Signing secret copied',
  copyFailed: 'Failed to copy: select the secret and copy it yourself',
  done: 'I have copied the secret',
};

const TEST_EVENT_LABEL = 'A test event, sent from the console';

const isEventType = (type: string): type is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

/** What an event type means ('A payment was received'), else the type itself. */
export function eventLabel(type: string): string {
  if (type === WEBHOOK_TEST_EVENT) return TEST_EVENT_LABEL;
  return isEventType(type) ? WEBHOOK_EVENT_LABELS[type] : type;
}

/** Each event type to choose, with what it means, in the API's order. */
export const EVENT_CHOICES = WEBHOOK_EVENT_TYPES.map((type) => ({ id: type, name: WEBHOOK_EVENT_LABELS[type] }));

/** An endpoint's state in words: 'Enabled', or why it is disabled (the app's reason, else an admin's choice). */
export function endpointStatusText({ enabled, disabledReason }: Pick<WebhookEndpointRecord, 'enabled' | 'disabledReason'>): string {
  if (enabled) return WEBHOOK_TEXTS.enabled;
  if (disabledReason === 'gone') return WEBHOOK_MESSAGES.disabledGone;
  if (disabledReason === 'failing') return WEBHOOK_MESSAGES.disabledFailing;
  return WEBHOOK_TEXTS.disabledByAdmin;
}

/** The last attempt's outcome: the start of the endpoint's answer, else why there was none. */
export const lastAnswerText = ({ lastResponse, lastError }: Pick<WebhookDeliveryRecord, 'lastResponse' | 'lastError'>): string =>
  lastResponse || lastError || '';

/** Until when the secret before the last rotation still signs, while it does. */
export function previousSecretText({ previousSecretUntil }: Pick<WebhookEndpointRecord, 'previousSecretUntil'>, now = Date.now()) {
  if (!previousSecretUntil || new Date(previousSecretUntil).getTime() <= now) return null;
  return WEBHOOK_TEXTS.previousSecretUntil(dateTime(previousSecretUntil));
}

/** What the new secret's dialog says under "shown once": the old secret's overlap and its end. */
export const rotatedNote = ({ previousSecretUntil }: Pick<WebhookEndpointRecord, 'previousSecretUntil'>) =>
  `The previous secret still signs the deliveries for ${WEBHOOK_ROTATION_OVERLAP_HOURS} hours${
    previousSecretUntil ? ` (until ${dateTime(previousSecretUntil)})` : ''
  }: give the new one to the program before then.`;
