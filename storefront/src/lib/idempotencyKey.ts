/**
 * A fresh Idempotency-Key for one submit: 32 hex characters from the CSPRNG (getRandomValues also
 * works outside secure contexts, unlike randomUUID).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
