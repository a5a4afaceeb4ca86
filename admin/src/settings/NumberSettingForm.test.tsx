import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_RATE_LIMIT_MAX,
  API_RATE_LIMIT_MIN,
  RETENTION_YEARS_MAX,
  RETENTION_YEARS_MIN,
  WEBHOOK_RETENTION_DAYS_MAX,
  WEBHOOK_RETENTION_DAYS_MIN,
} from '@voosh/shared';
import { mockApi, type SentCall } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { SettingsRecord } from '../data/types';
import { type NumberSetting, NumberSettingForm } from './NumberSettingForm';
import { SETTINGS_TEXTS } from './settingTexts';

const settings = { apiRateLimit: 100, erasedRecordsRetentionYears: 6, webhookRetentionDays: 90 } as SettingsRecord;

/** The number settings as the Settings page shows them. */
const FORMS = {
  apiRateLimit: {
    label: SETTINGS_TEXTS.rateLimit,
    helperText: SETTINGS_TEXTS.rateLimitHelp,
    min: API_RATE_LIMIT_MIN,
    max: API_RATE_LIMIT_MAX,
  },
  erasedRecordsRetentionYears: {
    label: SETTINGS_TEXTS.retentionYears,
    helperText: SETTINGS_TEXTS.retentionYearsHelp,
    min: RETENTION_YEARS_MIN,
    max: RETENTION_YEARS_MAX,
  },
  webhookRetentionDays: {
    label: SETTINGS_TEXTS.webhookRetentionDays,
    helperText: SETTINGS_TEXTS.webhookRetentionDaysHelp,
    min: WEBHOOK_RETENTION_DAYS_MIN,
    max: WEBHOOK_RETENTION_DAYS_MAX,
  },
} as const satisfies Record<NumberSetting, unknown>;

function renderForm(setting: NumberSetting) {
  const api = mockApi({ 'PUT /api/admin/settings': (call: SentCall) => ({ ...settings, ...(call.body as Partial<SettingsRecord>) }) });
  renderInAdmin(<NumberSettingForm settings={settings} setting={setting} {...FORMS[setting]} />);
  return { updateSettings: () => api.bodiesTo('PUT /api/admin/settings') };
}

async function typeAndSave(input: HTMLElement, value: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, value);
  await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));
}

describe('NumberSettingForm', () => {
  it.each([
    ['apiRateLimit', 100, 250],
    ['erasedRecordsRetentionYears', 6, 10],
    ['webhookRetentionDays', 90, 30],
  ] as const)('shows %s with its help and saves the new whole number as that one setting', async (setting, current, typed) => {
    const { updateSettings } = renderForm(setting);
    const input = await screen.findByLabelText(`${FORMS[setting].label} *`);
    expect(input).toHaveValue(current);
    expect(screen.getByText(FORMS[setting].helperText)).toBeInTheDocument();

    await typeAndSave(input, String(typed));

    await waitFor(() => expect(updateSettings()).toEqual([{ [setting]: typed }]));
  });

  it("explains how long an erased customer's records are kept and what deletes them", () => {
    expect(SETTINGS_TEXTS.retentionYears).toBe("Keep an erased customer's records for (years)");
    expect(SETTINGS_TEXTS.retentionYearsHelp).toMatch(
      /Invoices, payments.*requests of an erased account.*UK VAT records: 6 years.*daily job/,
    );
  });

  it.each([
    ['apiRateLimit', API_RATE_LIMIT_MIN - 1, 'rangeUnderflow', `Must be at least ${API_RATE_LIMIT_MIN}`],
    ['apiRateLimit', API_RATE_LIMIT_MAX + 1, 'rangeOverflow', `Must be ${API_RATE_LIMIT_MAX} or less`],
    ['erasedRecordsRetentionYears', RETENTION_YEARS_MIN - 1, 'rangeUnderflow', `Must be at least ${RETENTION_YEARS_MIN}`],
    ['erasedRecordsRetentionYears', RETENTION_YEARS_MAX + 1, 'rangeOverflow', `Must be ${RETENTION_YEARS_MAX} or less`],
    ['webhookRetentionDays', WEBHOOK_RETENTION_DAYS_MIN - 1, 'rangeUnderflow', `Must be at least ${WEBHOOK_RETENTION_DAYS_MIN}`],
  ] as const)('refuses %s = %d before anything is sent', async (setting, typed, outOfRange, error) => {
    const { updateSettings } = renderForm(setting);
    const input = (await screen.findByLabelText(`${FORMS[setting].label} *`)) as HTMLInputElement;
    await typeAndSave(input, String(typed));
    // The browser's own check of the field's bounds stops Save first.
    expect(input.validity[outOfRange]).toBe(true);
    // Submitted anyway, react-admin's validation refuses it and says why.
    fireEvent.submit(input.form as HTMLFormElement);
    // The refusal is shown once validation has run, and validation runs before any request.
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(updateSettings()).toEqual([]);
  });
});
