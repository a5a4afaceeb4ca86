import {
  type AdminSettingToggle,
  PINNED_RATE_MAX,
  RATE_CHANGE_LIMIT,
  SESSION_HOURS_WHEN_TIMEOUT,
  SESSION_HOURS_WITHOUT_TIMEOUT,
} from '@voosh/shared';

const HOURS_PER_DAY = 24;

/** How each on/off setting is named and explained on the Settings page. */
export const TOGGLE_TEXTS: Readonly<Record<AdminSettingToggle, { label: string; help: string }>> = {
  emailNotifications: { label: 'Email notifications', help: 'Send e-mail alerts and reports to admins.' },
  demoRequestAlerts: { label: 'Demo request alerts', help: 'E-mail admins when a demo is requested.' },
  purchaseRequestAlerts: {
    label: 'Purchase request alerts',
    help: 'E-mail admins when a purchase request arrives or a payment needs review.',
  },
  weeklyReports: { label: 'Weekly reports', help: 'E-mail admins a report every Monday at 08:00 UTC.' },
  twoFactorAuth: { label: 'Two-factor authentication', help: 'Ask for a second factor at sign-in.' },
  sessionTimeout: {
    label: 'Session timeout',
    help: `On: sessions last ${SESSION_HOURS_WHEN_TIMEOUT} hours; off: ${SESSION_HOURS_WITHOUT_TIMEOUT / HOURS_PER_DAY} days (for new sign-ins).`,
  },
  maintenanceMode: { label: 'Maintenance mode', help: 'Customers and visitors see the maintenance page; admins keep working.' },
};

export const SETTINGS_TEXTS = {
  title: 'Settings',
  general: 'Notifications and security',
  rateLimit: 'API rate limit',
  rateLimitHelp: 'Requests per minute per customer (per address for visitors)',
  save: 'Save',
  email: 'E-mail configuration',
  emailHelp: 'Leave the SMTP server empty to send through the server set in the environment.',
  smtpServer: 'SMTP server',
  smtpPort: 'Port',
  username: 'Username',
  password: 'Password',
  passwordStored: 'A password is stored: leave empty to keep it',
  passwordNone: 'Write-only: it is never shown again',
  saveEmail: 'Save e-mail configuration',
  testEmail: 'Send test e-mail',
  passwordSection: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  changePasswordFailed: 'Failed to change password',
  rates: 'Exchange rates',
  ratesHelp: `Units per 1 USD, fetched regularly. A fetch that moves a rate more than ${RATE_CHANGE_LIMIT * 100}% is refused and the admins are told: pin the right rate here until the rates service agrees.`,
  pinRateRange: `A number above 0 and at most ${PINNED_RATE_MAX}`,
  ratesFallback: 'The rates service has not answered yet: these are the fallback rates.',
  pinnedRate: 'Pinned',
  fetchedRate: 'Fetched',
  pin: 'Pin',
  unpin: 'Unpin',
  pinRate: (currency: string) => `Rate for ${currency} (units per USD)`,
  ratePinned: 'Exchange rate pinned',
  rateUnpinned: 'Exchange rate unpinned',
  pinRateFailed: 'Failed to pin the exchange rate',
  loadRatesFailed: 'Failed to load exchange rates',
} as const;
