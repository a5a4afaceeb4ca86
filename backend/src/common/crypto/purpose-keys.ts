import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';

/** What JWT_SECRET is used for: each use has a key of its own. */
export type KeyPurpose =
  | 'session'
  | 'live-ticket'
  | 'oauth-state'
  | 'oauth-verifier'
  | 'email-code'
  | 'sign-in-challenge'
  | 'totp-secret'
  | 'recovery-code'
  | 'webhook-secret'
  | 'company-invitation';

/**
 * The key of one purpose, derived from JWT_SECRET (HKDF-SHA256 with the purpose as its info): a
 * value signed for one purpose never verifies as another (a live ticket is no session, a session
 * no Google state), and one key tells nothing of the others or of the secret.
 */
export function purposeKey(secret: string, purpose: KeyPurpose): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', secret, '', `voosh:${purpose}`, 32)));
}
