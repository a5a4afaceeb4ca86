import type { AuditEntryRecord } from '../data/types';
import { roleLabel } from './userChanges';

export const SECURITY_TEXTS = {
  title: 'Sign-in security',
  twoFactor: 'Two-factor authentication',
  on: 'On',
  off: 'Off',
  remove: 'Remove authenticator',
  removeTitle: 'Remove the authenticator app',
  removeWhat:
    'For a user who lost their phone and their recovery codes, once you are sure who they are. Their sessions end, they are e-mailed, and the change is recorded here. Enter your own password to confirm.',
  yourPassword: 'Your password',
  removed: "Authenticator removed: the user's sessions have ended and they have been e-mailed",
  removeFailed: 'Failed to remove the authenticator',
  loadFailed: "Failed to load the user's sign-in security",
  history: 'Changes by staff',
  noHistory: 'No changes by staff yet.',
  ownAccount: 'Change your own two-factor authentication from your profile in the storefront.',
  keep: 'Keep',
} as const;

const ACTIONS: Record<string, string> = {
  'user.two_factor_removed': 'Authenticator removed',
  'user.role_changed': 'Role changed',
  'user.activated': 'Activated',
  'user.deactivated': 'Deactivated',
};

/** What an audit entry says happened, e.g. "Role changed: Customer → Admin". */
export function auditEntryText({ action, details }: AuditEntryRecord): string {
  const what = ACTIONS[action] ?? action;
  const { from, to } = details as { from?: unknown; to?: unknown };
  return typeof from === 'string' && typeof to === 'string' ? `${what}: ${roleLabel(from)} → ${roleLabel(to)}` : what;
}
