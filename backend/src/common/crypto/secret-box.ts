import { createCipheriv, createDecipheriv, type KeyObject, randomBytes } from 'node:crypto';

/**
 * Secrets the app must read back (authenticator secrets, webhook signing secrets, the PKCE verifier
 * a Google state carries) are kept encrypted (AES-256-GCM, a key of their own per purpose derived
 * from JWT_SECRET): a copy of the database, or a state read off an address, gives none of them away.
 */
export function seal(plain: string, key: KeyObject): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function unseal(box: string, key: KeyObject): string {
  const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
