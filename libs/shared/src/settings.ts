/** Admin settings: their shape, the defaults of spec 02 section 9 and the session lifetimes they pick. */

export interface EmailConfig {
  smtpServer: string;
  smtpPort: number;
  username: string;
  password: string;
}

export interface AdminSettings {
  emailNotifications: boolean;
  demoRequestAlerts: boolean;
  purchaseRequestAlerts: boolean;
  weeklyReports: boolean;
  twoFactorAuth: boolean;
  sessionTimeout: boolean;
  maintenanceMode: boolean;
  /** Requests per minute per user (per IP when anonymous). */
  apiRateLimit: number;
  emailConfig: EmailConfig;
}

/** The on/off settings, each set on its own by `PUT /api/admin/settings`. */
export type AdminSettingToggle = {
  [K in keyof AdminSettings]: AdminSettings[K] extends boolean ? K : never;
}[keyof AdminSettings];

export const DEFAULT_SETTINGS: Readonly<Omit<AdminSettings, 'emailConfig'> & { emailConfig: Readonly<EmailConfig> }> = Object.freeze({
  emailNotifications: true,
  demoRequestAlerts: true,
  purchaseRequestAlerts: true,
  weeklyReports: false,
  twoFactorAuth: false,
  sessionTimeout: true,
  maintenanceMode: false,
  apiRateLimit: 100,
  emailConfig: Object.freeze({ smtpServer: '', smtpPort: 587, username: '', password: '' }),
});

export const ADMIN_SETTING_TOGGLES: readonly AdminSettingToggle[] = [
  'emailNotifications',
  'demoRequestAlerts',
  'purchaseRequestAlerts',
  'weeklyReports',
  'twoFactorAuth',
  'sessionTimeout',
  'maintenanceMode',
];

/** Token lifetime when `sessionTimeout` is on ... */
export const SESSION_HOURS_WHEN_TIMEOUT = 8;
/** ... and when it is off (30 days). */
export const SESSION_HOURS_WITHOUT_TIMEOUT = 24 * 30;

export function sessionHours(sessionTimeout: boolean): number {
  return sessionTimeout ? SESSION_HOURS_WHEN_TIMEOUT : SESSION_HOURS_WITHOUT_TIMEOUT;
}
