import { isPasswordLongEnough, MESSAGES } from '@voosh/shared';

/** The reset step's first failing rule, or null when the new password may be sent. */
export function resetPasswordError(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return MESSAGES.fillAllFields;
  if (password !== confirmation) return MESSAGES.passwordsDoNotMatch;
  if (!isPasswordLongEnough(password)) return MESSAGES.passwordTooShort;
  return null;
}
