import { api, dataOf } from '../data/api';
import type { ChangePasswordBody, PaymentsConfigRecord, SettingsPatch, SettingsRecord, TestEmailResult } from '../data/types';

/** GET /api/admin/settings: every setting. */
export async function getSettings(): Promise<SettingsRecord> {
  return dataOf(await api.GET('/api/admin/settings'));
}

/** PUT /api/admin/settings with the settings to change; the answer is every setting. */
export async function updateSettings(patch: SettingsPatch): Promise<SettingsRecord> {
  return dataOf(await api.PUT('/api/admin/settings', { body: patch }));
}

/** GET /api/payments/config: whether card payments are configured (the public answer the storefront reads too). */
export async function getPaymentsConfig(): Promise<PaymentsConfigRecord> {
  return dataOf(await api.GET('/api/payments/config'));
}

/** POST /api/admin/test-email: a test message to the calling admin through the configured SMTP server. */
export async function sendTestEmail(): Promise<TestEmailResult> {
  return dataOf(await api.POST('/api/admin/test-email'));
}

/** POST /api/auth/change-password: the API ends the other sessions and answers a new token. */
export async function changePassword(body: ChangePasswordBody): Promise<{ token: string }> {
  return dataOf(await api.POST('/api/auth/change-password', { body }));
}
