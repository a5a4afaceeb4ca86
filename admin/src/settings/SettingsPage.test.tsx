import { screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@voosh/shared';
import { mockApi } from '../../test/support/mockApi';
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
});
