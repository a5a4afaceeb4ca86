import { DATA_EXPORT_TEXTS, DATA_EXPORT_VALID_DAYS, ERASURE_TEXTS } from '@voosh/shared';
import type { AuditEntryRecord } from '../data/types';
import { roleLabel } from './userChanges';

export const SECURITY_TEXTS = {
  title: 'Sign-in security',
  twoFactor: 'Two-factor authentication',
  twoFactorShort: 'Two-factor',
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

/** The user page's copies of the user's data, produced on the customer's written request. */
export const USER_DATA_EXPORT_TEXTS = {
  title: 'Data exports',
  intro: `For a customer's written request (by post or e-mail) for a copy of their data. You are e-mailed when the copy is ready; it is kept ${DATA_EXPORT_VALID_DAYS} days.`,
  request: "Export this user's data",
  requested: 'The copy is being prepared: you will be e-mailed when it is ready',
  requestFailed: "Failed to export the user's data",
  loadFailed: "Failed to load the user's data exports",
  none: 'No copy produced yet.',
  created: (when: string) => `Created ${when}`,
  building: 'Being prepared',
  until: (when: string) => `until ${when}`,
  expired: 'Expired',
  failed: 'Failed',
  download: DATA_EXPORT_TEXTS.download,
  downloading: DATA_EXPORT_TEXTS.downloading,
  downloadFailed: 'Failed to download the data export',
} as const;

/** The user page's erasure of a customer's account, on the customer's written request. */
export const USER_ERASURE_TEXTS = {
  title: 'Erase account',
  intro:
    "For a customer's written request (by post or e-mail) to delete their account. Anything still under way (a request in progress, a payment being settled, an active monthly plan) must be finished first.",
  erase: ERASURE_TEXTS.adminButton,
  eraseTitle: 'Erase the account',
  eraseWhat:
    "The customer's name, e-mail address, phone, company and what they wrote to us are replaced or emptied, and their sign-in ends at once. Their invoices, receipts, payments, plans and requests are kept, without their name, for the retention period the law requires. This cannot be undone. Enter your own password to confirm.",
  cancel: ERASURE_TEXTS.cancel,
  erased: ERASURE_TEXTS.adminDone,
  eraseFailed: 'Failed to erase the account',
  adminAccount: "An admin's account is not erased: make them a customer first (Role and access).",
  alreadyErased: 'This account has been erased.',
} as const;

const ACTIONS: Record<string, string> = {
  'user.two_factor_removed': 'Authenticator removed',
  'user.role_changed': 'Role changed',
  'user.activated': 'Activated',
  'user.deactivated': 'Deactivated',
  'user.tax_exempted': 'Exempted from tax',
  'user.tax_exemption_ended': 'Tax exemption ended',
};

/** What an audit entry says happened, e.g. "Role changed: Customer → Admin". */
export function auditEntryText({ action, details }: AuditEntryRecord): string {
  const what = ACTIONS[action] ?? action;
  const { from, to } = details as { from?: unknown; to?: unknown };
  if (action === 'user.role_changed' && typeof from === 'string' && typeof to === 'string')
    return `${what}: ${roleLabel(from)} → ${roleLabel(to)}`;
  // An exemption's reason.
  return typeof to === 'string' ? `${what}: ${to}` : what;
}

/** The user page's tax section: where the customer is billed, their tax ID, and the exemption staff give. */
export const USER_TAX_TEXTS = {
  title: 'Tax',
  subheader: 'Where the customer is billed and their tax ID come from their profile.',
  country: 'Billing country',
  region: 'Region',
  taxId: 'Tax ID',
  exempt: 'Tax exemption',
  notExempt: 'Not exempt',
  reason: 'Reason for the exemption',
  reasonHelp: 'Printed on their documents, e.g. a charity or diplomatic certificate',
  exemptButton: 'Exempt from tax',
  endButton: 'End exemption',
  saved: 'Tax exemption saved',
  ended: 'Tax exemption ended',
  failed: 'Failed to change the tax exemption',
} as const;
