/** Admin settings: their shape, their fixed defaults (DEFAULT_SETTINGS) and the session lifetimes they pick. */
import { type BankDetails, DEFAULT_BANK_DETAILS } from './bank-transfer';
import { BRAND, CONTACT_EMAIL, CONTACT_PHONE } from './brand';
import { DEFAULT_ERASED_RECORDS_RETENTION_YEARS } from './privacy';
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from './tax-settings';
import { DEFAULT_WEBHOOK_RETENTION_DAYS } from './webhooks';

export interface EmailConfig {
  smtpServer: string;
  smtpPort: number;
  username: string;
  password: string;
}

/** The vendor as its documents (quotes, invoices, receipts, credit notes) name it; admins edit it. */
export interface CompanyDetails {
  name: string;
  /** Lines separated by newlines. */
  address: string;
  email: string;
  phone: string;
  /** Tax registration number (TRN in Jamaica); empty when none is printed. */
  taxId: string;
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
  /** Years the kept records (requests, payments, plans, documents) of an erased account stay before they are deleted. */
  erasedRecordsRetentionYears: number;
  /** Days webhook messages and their deliveries are kept before they are deleted. */
  webhookRetentionDays: number;
  emailConfig: EmailConfig;
  companyDetails: CompanyDetails;
  /** Where customers send bank transfers; printed on invoices issued after it is set. */
  bankDetails: BankDetails;
  /** Rates, prices with or without tax, buyers abroad: what every document and payment is taxed by from now on. */
  taxSettings: TaxSettings;
}

/** The on/off settings, each set on its own by `PUT /api/admin/settings`. */
export type AdminSettingToggle = {
  [K in keyof AdminSettings]: AdminSettings[K] extends boolean ? K : never;
}[keyof AdminSettings];

export const DEFAULT_COMPANY_DETAILS: Readonly<CompanyDetails> = Object.freeze({
  name: BRAND,
  address: 'Kingston, Jamaica',
  email: CONTACT_EMAIL,
  phone: CONTACT_PHONE,
  taxId: '',
});

export const DEFAULT_SETTINGS: Readonly<
  Omit<AdminSettings, 'emailConfig' | 'companyDetails' | 'bankDetails' | 'taxSettings'> & {
    emailConfig: Readonly<EmailConfig>;
    companyDetails: Readonly<CompanyDetails>;
    bankDetails: Readonly<BankDetails>;
    taxSettings: Readonly<TaxSettings>;
  }
> = Object.freeze({
  emailNotifications: true,
  demoRequestAlerts: true,
  purchaseRequestAlerts: true,
  weeklyReports: false,
  twoFactorAuth: false,
  sessionTimeout: true,
  maintenanceMode: false,
  apiRateLimit: 100,
  erasedRecordsRetentionYears: DEFAULT_ERASED_RECORDS_RETENTION_YEARS,
  webhookRetentionDays: DEFAULT_WEBHOOK_RETENTION_DAYS,
  emailConfig: Object.freeze({ smtpServer: '', smtpPort: 587, username: '', password: '' }),
  companyDetails: DEFAULT_COMPANY_DETAILS,
  bankDetails: DEFAULT_BANK_DETAILS,
  taxSettings: DEFAULT_TAX_SETTINGS,
});

/** The retention setting's bounds, in years. */
export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 30;

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
