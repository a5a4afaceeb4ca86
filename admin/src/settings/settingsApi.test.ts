import { mockApi } from '../../test/support/mockApi';
import { changePassword, getSettings, sendTestEmail, updateSettings } from './settingsApi';

describe("the settings page's calls", () => {
  it('reads and changes the settings, sends the test e-mail and changes the password', async () => {
    const api = mockApi({
      'GET /api/admin/settings': {},
      'PUT /api/admin/settings': {},
      'POST /api/admin/test-email': { message: null },
      'POST /api/auth/change-password': { token: 'new-token' },
    });
    await getSettings();
    await updateSettings({ maintenanceMode: true });
    await sendTestEmail();
    expect(await changePassword({ currentPassword: 'old-password', newPassword: 'new-password' })).toEqual({ token: 'new-token' });
    expect(api.calls.map(({ key, body }) => [key, body])).toEqual([
      ['GET /api/admin/settings', undefined],
      ['PUT /api/admin/settings', { maintenanceMode: true }],
      ['POST /api/admin/test-email', undefined],
      ['POST /api/auth/change-password', { currentPassword: 'old-password', newPassword: 'new-password' }],
    ]);
  });
});
