import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { ApiKeyRecord } from '../data/types';
import { API_KEY_TEXTS as TEXT, revokeWhat } from './apiKeyTexts';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

const activeKey: ApiKeyRecord = {
  id: 3,
  name: 'Accounting sync',
  shown: 'vk_live_Ab3x',
  scopes: ['requests:read', 'payments:read'],
  rateLimitPerMinute: 120,
  createdBy: 'admin@voosh.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  lastUsedAddress: null,
  status: 'active',
};

const withToasts = (apiKey: ApiKeyRecord) => (
  <>
    <RevokeApiKeyButton apiKey={apiKey} />
    <Notification />
  </>
);

/** Opens the dialog, gives `password` and confirms; the dialog. */
async function revokeWith(password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `${TEXT.revoke} Accounting sync` }));
  const dialog = await screen.findByRole('dialog', { name: `${TEXT.revokeTitle}: Accounting sync` });
  expect(within(dialog).getByText(revokeWhat('Accounting sync'))).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Your password/), password);
  await user.click(within(dialog).getByRole('button', { name: TEXT.revoke }));
  return dialog;
}

describe('RevokeApiKeyButton', () => {
  it("asks the admin's password, then revokes the key through its route", async () => {
    const api = mockApi({
      'POST /api/admin/api-keys/3/revoke': { ...activeKey, status: 'revoked', revokedAt: '2026-12-02T10:00:00.000Z' },
    });
    renderInAdmin(withToasts(activeKey));
    await revokeWith('admin-password-1');
    await waitFor(() => expect(api.bodiesTo('POST /api/admin/api-keys/3/revoke')).toEqual([{ currentPassword: 'admin-password-1' }]));
    expect(await screen.findByText(TEXT.revoked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when refused, and keeps the dialog open", async () => {
    mockApi({ 'POST /api/admin/api-keys/3/revoke': failure(400, 'Your current password is incorrect.') });
    renderInAdmin(withToasts(activeKey));
    const dialog = await revokeWith('wrong');
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText(TEXT.revokeFailed)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it.each(['revoked', 'expired'] as const)('is not offered on a key %s', (status) => {
    renderInAdmin(<RevokeApiKeyButton apiKey={{ ...activeKey, status }} />);
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });
});
