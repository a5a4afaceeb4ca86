import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_SCOPE_LABELS } from '@voosh/shared';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { ApiKeyRecord } from '../data/types';
import ApiKeyList from './ApiKeyList';
import { API_KEY_TEXTS as TEXT } from './apiKeyTexts';

const key = (fields: Partial<ApiKeyRecord>): ApiKeyRecord => ({
  id: 3,
  name: 'Accounting sync',
  shown: 'vk_live_Ab3x',
  scopes: ['requests:read', 'payments:read'],
  rateLimitPerMinute: 120,
  createdBy: 'admin@voosh.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-12-02T09:30:00.000Z',
  lastUsedAddress: '203.0.113.7',
  status: 'active',
  ...fields,
});

/** The list page at /api-keys (a row opens /api-keys/{id}/show) with `keys` as the API's answer. */
function renderList(keys: ApiKeyRecord[]) {
  const getList = jest.fn(async () => ({ data: keys, total: keys.length }));
  renderInAdmin(
    <ResourceContextProvider value="api-keys">
      <Routes>
        <Route path="/api-keys" element={<ApiKeyList />} />
        <Route path="/api-keys/:id/show" element={<p>One key</p>} />
      </Routes>
    </ResourceContextProvider>,
    { getList } as unknown as Partial<DataProvider>,
    undefined,
    { at: '/api-keys' },
  );
  return getList;
}

describe('ApiKeyList', () => {
  it("shows each key's status, scopes, maker and last use, and Revoke on the active ones only", async () => {
    const getList = renderList([
      key({}),
      key({
        id: 2,
        name: 'Old CRM',
        shown: 'vk_live_Zz9q',
        scopes: ['users:read'],
        status: 'revoked',
        lastUsedAt: null,
        lastUsedAddress: null,
      }),
    ]);
    const active = (await screen.findByText('Accounting sync')).closest('tr')!;
    expect(within(active).getByText('vk_live_Ab3x…')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('requests:read')).toBeInTheDocument();
    // Each scope chip says what it allows.
    expect(within(active).getByLabelText(API_KEY_SCOPE_LABELS['payments:read'])).toHaveTextContent('payments:read');
    expect(within(active).getByText('admin@voosh.test')).toBeInTheDocument();
    expect(within(active).getByText(/from 203\.0\.113\.7$/)).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: `${TEXT.revoke} Accounting sync` })).toBeInTheDocument();

    const revoked = screen.getByText('Old CRM').closest('tr')!;
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).getByText('users:read')).toBeInTheDocument();
    // Never used, and no expiry.
    expect(within(revoked).getAllByText(TEXT.never)).toHaveLength(2);
    expect(within(revoked).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();

    expect(getList).toHaveBeenCalledWith('api-keys', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }));
    // Keys have no CSV export.
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it('revokes from the row (the password asked, the key not opened), then reloads the list', async () => {
    const api = mockApi({ 'POST /api/admin/api-keys/3/revoke': key({ status: 'revoked' }) });
    const getList = renderList([key({})]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${TEXT.revoke} Accounting sync` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'admin-password-1');
    await user.click(within(dialog).getByRole('button', { name: TEXT.revoke }));
    await waitFor(() => expect(api.bodiesTo('POST /api/admin/api-keys/3/revoke')).toEqual([{ currentPassword: 'admin-password-1' }]));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('One key')).not.toBeInTheDocument();
  });

  it('says what keys are for when there is none, with Create', async () => {
    renderList([]);
    expect(await screen.findByText(TEXT.emptyWhat)).toBeInTheDocument();
    expect(screen.getByText(TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create/ })).toBeInTheDocument();
  });
});
