import { API_KEY_RATE_LIMIT_MAX, API_KEY_SCOPE_LABELS, isApiKeyScope } from '@voosh/shared';
import { dateTime } from '../common/format';
import type { ApiKeyRecord } from '../data/types';

export const API_KEY_TEXTS = {
  title: 'API keys',
  newTitle: 'New API key',
  showTitle: 'API key',
  loadFailed: 'Failed to load the API keys',
  emptyTitle: 'No API keys yet',
  emptyWhat:
    'An API key lets a program of yours (an accounting system, a CRM) call the VOOSH API without a person signing in. It acts for the admin who creates it, only on the areas its scopes allow, within its calls per minute, until it expires or is revoked.',
  name: 'Name',
  nameHelp: 'Say which program uses it: it is shown on the timelines the key changes.',
  key: 'Key',
  scopes: 'Scopes',
  scopesHelp: 'What the key may do: give it only what the program needs.',
  expiresAt: 'Expires',
  expiresHelp: 'Leave empty for a key that works until it is revoked.',
  rateLimit: 'Calls per minute',
  rateLimitHelp: `At most ${API_KEY_RATE_LIMIT_MAX.toLocaleString('en-US')}.`,
  wholeNumber: 'Enter a whole number',
  passwordHelp: 'Enter your password to confirm.',
  create: 'Create key',
  createFailed: 'Failed to create the API key',
  secretTitle: 'Your new API key',
  secretLabel: 'API key',
  secretNever: 'It cannot be seen again, here or anywhere else: if it is lost, revoke this key and create another.',
  copy: 'Copy',
  copied: 'API key copied',
  copyFailed: 'Failed to copy: select the key and copy it yourself',
  done: 'I have copied the key',
  createdBy: 'Created by',
  created: 'Created',
  lastUsed: 'Last used',
  revokedAt: 'Revoked',
  status: 'Status',
  never: 'Never',
  revoke: 'Revoke',
  revokeTitle: 'Revoke the API key',
  revoked: 'API key revoked: it is refused from its next call',
  revokeFailed: 'Failed to revoke the API key',
  keep: 'Keep',
} as const;

/** What revoking a key does, said in its dialog. */
export const revokeWhat = (name: string) =>
  `Programs using “${name}” are refused from their next call, and the key cannot be used again. Enter your password to confirm.`;

/** What a scope allows ('Read arms and products'), else the scope itself. */
export const scopeLabel = (scope: string): string => (isApiKeyScope(scope) ? API_KEY_SCOPE_LABELS[scope] : scope);

/** The characters of the secret the list shows, marked as its beginning: 'vk_live_Ab3x…'. */
export const shownText = (key: Pick<ApiKeyRecord, 'shown'>) => `${key.shown}…`;

/** When the key last called the API, and from where: '27/11/2026, 10:00:00 from 203.0.113.7'; 'Never'. */
export function lastUsedText({ lastUsedAt, lastUsedAddress }: Pick<ApiKeyRecord, 'lastUsedAt' | 'lastUsedAddress'>): string {
  if (!lastUsedAt) return API_KEY_TEXTS.never;
  return lastUsedAddress ? `${dateTime(lastUsedAt)} from ${lastUsedAddress}` : dateTime(lastUsedAt);
}

/** When the key stops working; 'Never' for one that works until revoked. */
export const expiryText = ({ expiresAt }: Pick<ApiKeyRecord, 'expiresAt'>) => (expiresAt ? dateTime(expiresAt) : API_KEY_TEXTS.never);
