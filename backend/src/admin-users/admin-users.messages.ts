/** Answers of the admin user routes that are not fixed product texts (those are in MESSAGES). */
export const ADMIN_USERS_MESSAGES = {
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastAdmin: 'The last active admin cannot be demoted or deactivated',
  roleInvalid: 'role must be CUSTOMER or ADMIN',
  ownTwoFactor: 'Change your own two-factor authentication from your profile',
  twoFactorOff: 'Two-factor authentication is off for this account',
} as const;
