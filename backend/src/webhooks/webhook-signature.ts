import { WEBHOOK_SECRET_PREFIX } from '@voosh/shared';
import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id: `msg_` and 24 random URL-safe characters. */
export const newMessageId = (): string => `msg_${randomBytes(18).toString('base64url')}`;

/**
 * The `webhook-signature` header of one attempt: `v1,` and the base64 HMAC-SHA256, keyed by the
 * secret's bytes, of `id.timestamp.body`; one such signature per secret, space-separated (during
 * a rotation, the new and the old).
 */
export function webhookSignature(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
