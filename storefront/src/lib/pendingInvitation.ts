import { COMPANY_INVITATION_PATH } from '@voosh/shared';

/**
 * The company invitation link opened in this tab, kept while its holder signs in or signs up, so
 * that signing in brings them back to it. Kept for the tab only (sessionStorage), and forgotten
 * once accepted or found unusable.
 */
const KEY = 'voosh.invitation';

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function rememberInvitation(token: string): void {
  storage()?.setItem(KEY, token);
}

export function pendingInvitation(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function forgetInvitation(): void {
  storage()?.removeItem(KEY);
}

/** Where signing in goes while an invitation waits: back to it. */
export const pendingInvitationPath = () => (pendingInvitation() ? COMPANY_INVITATION_PATH : null);
