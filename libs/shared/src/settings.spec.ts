import {
  ADMIN_SETTING_TOGGLES,
  DEFAULT_SETTINGS,
  SESSION_HOURS_WHEN_TIMEOUT,
  SESSION_HOURS_WITHOUT_TIMEOUT,
  sessionHours,
} from './settings';

describe('admin settings', () => {
  it('has the fixed defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      emailNotifications: true,
      demoRequestAlerts: true,
      purchaseRequestAlerts: true,
      sessionTimeout: true,
      weeklyReports: false,
      twoFactorAuth: false,
      maintenanceMode: false,
      apiRateLimit: 100,
      // Records of an erased account are kept six years (UK VAT records), then deleted.
      erasedRecordsRetentionYears: 6,
      // Webhook messages and their deliveries are kept 90 days, then deleted.
      webhookRetentionDays: 90,
      emailConfig: { smtpServer: '', smtpPort: 587, username: '', password: '' },
      // The vendor's details on documents (quotes, invoices, receipts): the contact page's until an admin sets them.
      companyDetails: { name: 'VOOSH', address: 'Kingston, Jamaica', email: 'hello@voosh.com', phone: '+1 (876) 555-0100', taxId: '' },
      // No bank details until an admin sets them (transfers then send customers to the contact e-mail).
      bankDetails: { bank: '', accountName: '', accountNumber: '', swift: '', routing: '', instructions: '' },
      // No rate: nothing is charged until an admin sets the vendor's rates.
      taxSettings: { vendorCountry: 'JM', pricesIncludeTax: false, rates: [], reverseChargeCountries: [], foreignBuyers: 'zero_rated' },
    });
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SETTINGS.emailConfig)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SETTINGS.companyDetails)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SETTINGS.bankDetails)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SETTINGS.taxSettings)).toBe(true);
  });

  it('lists exactly the boolean settings as toggles', () => {
    const booleans = Object.entries(DEFAULT_SETTINGS)
      .filter(([, value]) => typeof value === 'boolean')
      .map(([key]) => key);
    expect([...ADMIN_SETTING_TOGGLES].sort()).toEqual(booleans.sort());
  });

  it('keeps sessions short when sessionTimeout is on', () => {
    expect(sessionHours(true)).toBe(SESSION_HOURS_WHEN_TIMEOUT);
    expect(sessionHours(false)).toBe(SESSION_HOURS_WITHOUT_TIMEOUT);
    expect(SESSION_HOURS_WHEN_TIMEOUT).toBeLessThan(SESSION_HOURS_WITHOUT_TIMEOUT);
    expect(SESSION_HOURS_WITHOUT_TIMEOUT).toBe(720);
  });
});
