/** The settings as admins read them. */
import { ADMIN_SETTING_TOGGLES, type AdminSettings, type AdminSettingToggle } from '@voosh/shared';
import type { SettingsResponse } from './dto/settings.response';

export function settingsResponse(settings: AdminSettings): SettingsResponse {
  const toggles = Object.fromEntries(ADMIN_SETTING_TOGGLES.map((key) => [key, settings[key]])) as Pick<AdminSettings, AdminSettingToggle>;
  const { smtpServer, smtpPort, username, password } = settings.emailConfig;
  return {
    ...toggles,
    apiRateLimit: settings.apiRateLimit,
    erasedRecordsRetentionYears: settings.erasedRecordsRetentionYears,
    webhookRetentionDays: settings.webhookRetentionDays,
    emailConfig: { smtpServer, smtpPort, username, passwordSet: password.length > 0 },
    companyDetails: { ...settings.companyDetails },
    bankDetails: { ...settings.bankDetails },
    taxSettings: structuredClone(settings.taxSettings),
  };
}
