import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/2fa/setup: a new secret and its QR code for the signed-in account. */
export async function startTwoFactorSetup() {
  return unwrap(await api.POST('/api/auth/2fa/setup'));
}

/** POST /api/auth/2fa/enable: the app on with its first code; the recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  return unwrap(await api.POST('/api/auth/2fa/enable', { body: { code } })).recoveryCodes;
}

/** POST /api/auth/2fa/disable: the app off, with a code from it or a recovery code. */
export async function disableTwoFactor(code: string): Promise<void> {
  unwrap(await api.POST('/api/auth/2fa/disable', { body: { code } }));
}
