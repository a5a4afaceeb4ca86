import { isRole, MESSAGES } from '@voosh/shared';
import type { SessionUser } from '../../lib/storedSession';

/** The user in a Google sign-in token's payload (userId, email, role); throws 'Invalid token'. */
export function userFromToken(token: string): SessionUser {
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('no payload');
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const { userId, email, role } = JSON.parse(json) as { userId?: unknown; email?: unknown; role?: unknown };
    if ((typeof userId !== 'number' && typeof userId !== 'string') || typeof email !== 'string' || !isRole(role))
      throw new Error('bad claims');
    return { id: userId, email, role };
  } catch {
    throw new Error(MESSAGES.invalidToken);
  }
}
