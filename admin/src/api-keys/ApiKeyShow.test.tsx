import { screen, within } from '@testing-library/react';
import { API_KEY_SCOPE_LABELS } from '@voosh/shared';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { ApiKeyRecord } from '../data/types';
import ApiKeyShow from './ApiKeyShow';
import { API_KEY_TEXTS as TEXT } from './apiKeyTexts';

const expired: ApiKeyRecord = {
  id: 3,
  name: 'Accounting sync',
  shown: 'vk_live_Ab3x',
  scopes: ['catalog:read', 'exports:read'],
  rateLimitPerMinute: 1500,
  createdBy: 'admin@voosh.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-31T10:00:00.000Z',
  revokedAt: null,
  lastUsedAt: '2026-12-30T09:30:00.000Z',
  lastUsedAddress: '203.0.113.7',
  status: 'expired',
};

describe('ApiKeyShow', () => {
  it('shows what each scope allows, the limit and the last use, and no Revoke once the key has expired', async () => {
    const getOne = jest.fn(async () => ({ data: expired }));
    renderInAdmin(
      <ResourceContextProvider value="api-keys">
        <Routes>
          <Route path="/api-keys/:id/show" element={<ApiKeyShow />} />
        </Routes>
      </ResourceContextProvider>,
      { getOne } as unknown as Partial<DataProvider>,
      undefined,
      { at: '/api-keys/3/show' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounting sync' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('api-keys', expect.objectContaining({ id: '3' }));
    const scopes = screen.getByRole('list', { name: TEXT.scopes });
    expect(within(scopes).getByText(`: ${API_KEY_SCOPE_LABELS['exports:read']}`)).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('1,500')).toBeInTheDocument();
    expect(screen.getByText(/from 203\.0\.113\.7$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });
});
