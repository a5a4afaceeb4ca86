import { createHash, randomBytes } from 'node:crypto';

/** The cookie that ties a Google sign-in to the browser that started it; sent only to the Google routes. */
export const GOOGLE_BINDING_COOKIE = 'voosh_google';
export const GOOGLE_ROUTES_PATH = '/api/auth/google';
/** Google's return address (the OAuth redirect URI, after APP_URL). */
export const GOOGLE_CALLBACK_PATH = `${GOOGLE_ROUTES_PATH}/callback`;
/** How long a browser has to go through Google and come back. */
export const GOOGLE_FLOW_SECONDS = 600;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A fresh binding: 32 random bytes, kept by the browser in an HttpOnly cookie. */
export const newBinding = () => base64url(randomBytes(32));

/** What the server keeps or signs of a binding (or of a one-time code): never the value itself. */
export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** The Set-Cookie value that stores `binding` (or, with null, removes it). */
export function bindingCookie(binding: string | null, secure: boolean): string {
  const parts = [
    `${GOOGLE_BINDING_COOKIE}=${binding ?? ''}`,
    `Path=${GOOGLE_ROUTES_PATH}`,
    `Max-Age=${binding ? GOOGLE_FLOW_SECONDS : 0}`,
    'HttpOnly',
    // Lax: sent on Google's top-level redirect back to the callback, never on another site's POST.
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The binding in a Cookie header, if any. */
export function bindingFrom(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === GOOGLE_BINDING_COOKIE && value.length) return value.join('=') || undefined;
  }
  return undefined;
}
