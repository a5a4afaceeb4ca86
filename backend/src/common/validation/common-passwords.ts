import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@voosh/shared';

let common: ReadonlySet<string> | undefined;

/**
 * True for a password in the 49,000 most common ones (zxcvbn-ts's ranked list, which it lowers the
 * case of), whatever its case: ASVS 6.2.4. The list loads with this module; its set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords);
  return common.has(password.toLowerCase());
}

/** What is wrong with a password an account is given outside a form (ADMIN_PASSWORD), or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return isCommonPassword(password) ? MESSAGES.passwordTooCommon : null;
}
