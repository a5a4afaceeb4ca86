/** Two-factor sign-in with an authenticator app (TOTP), shared by the API and both SPAs. */

/** Recovery codes an account gets when it turns two-factor on, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its second factor (or an admin's enrolment) after the password. */
export const SIGN_IN_CHALLENGE_SECONDS = 300;

/** A code from the authenticator app: six digits (TOTP). */
export const APP_CODE_PATTERN = /^\d{6}$/;

/** A code as typed: six digits from the app, or a recovery code (ten letters and digits, a dash allowed). */
export const TWO_FACTOR_CODE_PATTERN = /^(\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/;

export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  enrolmentNeeded: 'Administrators must set up two-factor authentication to sign in.',
  codeFormat: 'Please enter the 6-digit code or a recovery code',
  appCodeFormat: 'Please enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid authentication code',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor authentication is already on',
  notStarted: 'Start the set-up first',
  requiredForAdmins: 'Two-factor authentication is required for administrators',
  turnedOff: 'Two-factor authentication is off',
  /** A password reset proves the e-mail address only: the second factor stays, on purpose. */
  keptAfterReset:
    'Two-factor authentication stays on: signing in still asks for a code from your authenticator app, or one of your recovery codes.',
  /** When both are lost: staff remove the app once the holder has proven who they are. */
  lostBoth: 'Lost your phone and your recovery codes? Contact us to have the app removed.',
} as const;

/**
 * Changing how an account signs in (two-factor on or off, new recovery codes) asks its holder to
 * prove themselves again: the current password, or, for an account without one (Google), a
 * sign-in within these minutes.
 */
export const FRESH_SIGN_IN_MINUTES = 5;

export const REAUTHENTICATION_MESSAGES = {
  passwordNeeded: 'Enter your current password to continue.',
  /** The session's last wrong password (REAUTH_SESSION_MAX_FAILURES): it has been ended. */
  signedOut: 'Too many incorrect passwords: you have been signed out. Sign in again to continue.',
  wrongPassword: 'Your current password is incorrect.',
  signInAgain: `For your security, sign out and sign in again (within ${FRESH_SIGN_IN_MINUTES} minutes) to change this.`,
} as const;

/** Linking a Google account to a signed-in account (from the profile), and unlinking it. */
export const GOOGLE_LINK_MESSAGES = {
  linked: 'Google sign-in linked to your account',
  unlinked: 'Google sign-in unlinked',
  takenByAnother: 'This Google account is already linked to another account',
  notLinked: 'No Google account is linked',
  passwordFirst: 'Set a password first ("Forgot password?" on the sign-in page): without Google this account would have no way in',
} as const;
