import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_DEFAULT_RATE_LIMIT, API_KEY_MESSAGES, API_KEY_SCOPE_LABELS } from '@voosh/shared';
import { Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { CreatedApiKeyRecord } from '../data/types';
import ApiKeyCreate, { createBodyOf } from './ApiKeyCreate';
import { API_KEY_TEXTS as TEXT } from './apiKeyTexts';

const SECRET = 'vk_live_Ab3xQ9sT2mLkP0wZrV7yHn4cJd8eFg1u';
const created: CreatedApiKeyRecord = {
  id: 3,
  name: 'Accounting sync',
  shown: 'vk_live_Ab3x',
  scopes: ['requests:read', 'payments:read'],
  rateLimitPerMinute: 60,
  createdBy: 'admin@voosh.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  lastUsedAddress: null,
  status: 'active',
  secret: SECRET,
};

/** The create page, the list it goes back to, and the console's toasts. */
function renderCreatePage() {
  return renderInAdmin(
    <ResourceContextProvider value="api-keys">
      <Routes>
        <Route path="/api-keys" element={<p>The list of keys</p>} />
        <Route path="/api-keys/create" element={<ApiKeyCreate />} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    {},
    undefined,
    { at: '/api-keys/create' },
  );
}

/** Fills the form: a name, the scopes given by their labels, the calls per minute and the password. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(await screen.findByLabelText(new RegExp(`^${TEXT.name}`)), 'Accounting sync');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(API_KEY_SCOPE_LABELS['payments:read']) }));
  await user.click(screen.getByRole('checkbox', { name: new RegExp(API_KEY_SCOPE_LABELS['requests:read']) }));
  fireEvent.change(screen.getByLabelText(new RegExp(`^${TEXT.rateLimit}`)), { target: { value: '60' } });
  await user.type(screen.getByLabelText(/^Your password/), password);
}

describe('ApiKeyCreate', () => {
  it('sends the name, the scopes ticked, the expiry, the rate limit and the password, then shows the secret once', async () => {
    const api = mockApi({ 'POST /api/admin/api-keys': Response.json(created, { status: 201 }) });
    renderCreatePage();
    const user = userEvent.setup();
    // Every scope is offered with what it allows.
    for (const label of Object.values(API_KEY_SCOPE_LABELS)) expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${TEXT.rateLimit}`))).toHaveValue(API_KEY_DEFAULT_RATE_LIMIT);
    await fillForm(user, 'admin-password-1');
    fireEvent.change(screen.getByLabelText(new RegExp(`^${TEXT.expiresAt}`)), { target: { value: '2099-01-31T18:00' } });
    await user.click(screen.getByRole('button', { name: TEXT.create }));

    await waitFor(() =>
      expect(api.bodiesTo('POST /api/admin/api-keys')).toEqual([
        {
          name: 'Accounting sync',
          scopes: ['requests:read', 'payments:read'],
          expiresAt: new Date('2099-01-31T18:00').toISOString(),
          rateLimitPerMinute: 60,
          currentPassword: 'admin-password-1',
        },
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: `${TEXT.secretTitle}: Accounting sync` });
    expect(within(dialog).getByText(API_KEY_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(within(dialog).getByText(TEXT.secretNever)).toBeInTheDocument();
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: TEXT.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(TEXT.copied)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: TEXT.done }));
    expect(await screen.findByText('The list of keys')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it("shows the server's reason when the password is wrong, and no secret", async () => {
    const api = mockApi({ 'POST /api/admin/api-keys': failure(400, 'Your current password is incorrect.') });
    renderCreatePage();
    const user = userEvent.setup();
    await fillForm(user, 'wrong');
    await user.click(screen.getByRole('button', { name: TEXT.create }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText(TEXT.createFailed)).toBeInTheDocument();
    expect(api.bodiesTo('POST /api/admin/api-keys')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing without a scope, and says to choose one', async () => {
    const api = mockApi({});
    renderCreatePage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(`^${TEXT.name}`)), 'CRM');
    await user.click(screen.getByRole('button', { name: TEXT.create }));
    expect(await screen.findByText(API_KEY_MESSAGES.scopesRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('createBodyOf', () => {
  it('sends no expiry as null, the default rate limit when none is given, and the scopes in the API order', () => {
    expect(createBodyOf({ name: '  CRM ', scopes: ['users:read', 'catalog:read'], expiresAt: '' })).toEqual({
      name: 'CRM',
      scopes: ['catalog:read', 'users:read'],
      expiresAt: null,
      rateLimitPerMinute: API_KEY_DEFAULT_RATE_LIMIT,
      currentPassword: '',
    });
  });
});
