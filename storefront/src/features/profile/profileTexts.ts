import { Role } from '@voosh/shared';

/** Labels of the Profile screen (only the section and button names are fixed wording). */
export const PROFILE_TEXTS = {
  title: 'Profile',
  accountInformation: 'Account Information',
  accountSettings: 'Account Settings',
  accountActions: 'Account Actions',
  edit: 'Edit',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  signOut: 'Sign Out',
  email: 'Email',
  accountType: 'Account Type',
  verified: 'Verified',
  /** Shown for a profile without a company (no fixed wording exists for it). */
  noCompany: 'No company',
} as const;

/** The role as the badge and Account Type show it. */
export const ROLE_LABELS: Record<Role, string> = { [Role.Customer]: 'Customer', [Role.Admin]: 'Admin' };
