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

/** The Profile screen's Google sign-in section (the outcomes are GOOGLE_LINK_MESSAGES, shared with the console). */
export const GOOGLE_LINK_TEXTS = {
  title: 'Sign in with Google',
  label: 'Google account',
  linked: 'Linked',
  notLinked: 'Not linked',
  linkedText: 'You can sign in with "Continue with Google" as well as with your password.',
  notLinkedText: 'Link your Google account to sign in with "Continue with Google".',
  link: 'Link Google account',
  linkWhat: 'Confirm it is you; you then choose the Google account to link.',
  unlink: 'Unlink Google',
  unlinkWhat: 'Confirm it is you: signing in then asks for your password.',
  linkFailed: 'Google sign-in was not linked',
} as const;
