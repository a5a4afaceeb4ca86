import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@voosh/shared';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import SettingsPage from './SettingsPage';
import { SETTINGS_TEXTS } from './settingTexts';

describe('SettingsPage', () => {
  it('edits the API rate limit, and the erased records’ retention years and webhook deliveries’ days in their own sections', async () => {
    mockApi({
      'GET /api/admin/settings': { ...DEFAULT_SETTINGS, apiRateLimit: 250, erasedRecordsRetentionYears: 10, webhookRetentionDays: 30 },
    });
    renderInAdmin(<SettingsPage />);

    const rateLimit = await screen.findByRole('region', { name: SETTINGS_TEXTS.rateLimit });
    expect(within(rateLimit).getByLabelText(`${SETTINGS_TEXTS.rateLimit} *`)).toHaveValue(250);
    const retention = screen.getByRole('region', { name: SETTINGS_TEXTS.retention });
    expect(within(retention).getByLabelText(`${SETTINGS_TEXTS.retentionYears} *`)).toHaveValue(10);
    expect(within(retention).getByText(SETTINGS_TEXTS.retentionYearsHelp)).toBeInTheDocument();
    expect(within(retention).getByLabelText(`${SETTINGS_TEXTS.webhookRetentionDays} *`)).toHaveValue(30);
  });

  it('shows a switch at its new value from the click itself while it saves, and back at its old one when the save fails', async () => {
    let answerSave!: (answer: unknown) => void;
    const api = mockApi({
      'GET /api/admin/settings': DEFAULT_SETTINGS,
      'PUT /api/admin/settings': () => new Promise((resolve) => (answerSave = resolve)),
    });
    renderInAdmin(<SettingsPage />);
    const maintenance = await screen.findByRole('checkbox', { name: 'Maintenance mode' });
    expect(maintenance).not.toBeChecked();

    fireEvent.click(maintenance);
    // No wait: the click's own render shows the new value.
    expect(maintenance).toBeChecked();
    expect(maintenance).toBeDisabled();
    const saves = () => api.bodiesTo('PUT /api/admin/settings');
    await waitFor(() => expect(saves()).toEqual([{ maintenanceMode: true }]));
    answerSave({ ...DEFAULT_SETTINGS, maintenanceMode: true });
    await waitFor(() => expect(maintenance).toBeEnabled());
    expect(maintenance).toBeChecked();

    fireEvent.click(maintenance);
    expect(maintenance).not.toBeChecked();
    expect(maintenance).toBeDisabled();
    await waitFor(() => expect(saves()).toHaveLength(2));
    answerSave(failure(500, 'Stub outage'));
    await waitFor(() => expect(maintenance).toBeEnabled());
    expect(maintenance).toBeChecked();
  });
});
