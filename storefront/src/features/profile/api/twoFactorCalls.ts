import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/2fa/setup: a new secret and its QR code for the signed-in account. */
export async function startTwoFactorSetup() {
  return unwrap(await api.POST('/api/auth/2fa/setup'));
}

/** POST /api/auth/2fa/enable: the app on with its first code (and the current password); the recovery codes, shown once. */
export async function enableTwoFactor(code: string, currentPassword?: string): Promise<string[]> {
  return unwrap(await api.POST('/api/auth/2fa/enable', { body: { code, currentPassword } })).recoveryCodes;
}

/** POST /api/auth/2fa/recovery-codes: ten new recovery codes (the current password asked), shown once. */
export async function renewRecoveryCodes(currentPassword?: string): Promise<string[]> {
  return unwrap(await api.POST('/api/auth/2fa/recovery-codes', { body: { currentPassword } })).recoveryCodes;
}

/** POST /api/auth/2fa/disable: the app off, with a code from it or a recovery code (and the current password). */
export async function disableTwoFactor(code: string, currentPassword?: string): Promise<void> {
  unwrap(await api.POST('/api/auth/2fa/disable', { body: { code, currentPassword } }));
}
