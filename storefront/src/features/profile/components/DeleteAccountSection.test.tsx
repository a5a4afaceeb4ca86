import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERASURE_REFUSALS, ERASURE_TEXTS, REAUTHENTICATION_MESSAGES, SESSION_STORAGE_KEY } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';

async function openDeleteDialog(answers: Parameters<typeof mockApi>[0], twoFactorOn = false) {
  storeSession(customerSession);
  const fetchMock = mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/profile': { body: { firstName: 'Ada' } },
    'GET /api/auth/2fa': { body: { enabled: twoFactorOn, required: false, recoveryCodesLeft: twoFactorOn ? 10 : 0, passwordAsked: true } },
    ...answers,
  });
  renderApp('/customer/profile');
  const section = await screen.findByRole('region', { name: ERASURE_TEXTS.title }, { timeout: 15_000 });
  expect(within(section).getByText(ERASURE_TEXTS.intro)).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: ERASURE_TEXTS.button }));
  return { fetchMock, dialog: await screen.findByRole('dialog', { name: ERASURE_TEXTS.title }) };
}

beforeEach(() => localStorage.clear());

describe('deleting the account', () => {
  it('asks the password, erases the account and signs its holder out', async () => {
    const { fetchMock, dialog } = await openDeleteDialog({ 'POST /api/profile/erase': { status: 204 } });
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_TEXTS.confirm }));
    expect(await within(dialog).findByText(REAUTHENTICATION_MESSAGES.passwordNeeded)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/profile/erase')).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'horse-battery-1');
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_TEXTS.confirm }));
    expect(await screen.findByText(ERASURE_TEXTS.doneText)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/profile/erase')).toEqual({ currentPassword: 'horse-battery-1' });
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: /sign in|log in|welcome back/i }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('asks a code from the app when it is on, and tells why the account cannot be erased yet', async () => {
    const { fetchMock, dialog } = await openDeleteDialog(
      { 'POST /api/profile/erase': { status: 409, body: { statusCode: 409, error: ERASURE_REFUSALS.activePlan, type: 'activePlan' } } },
      true,
    );
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'horse-battery-1');
    await userEvent.type(within(dialog).getByLabelText(ERASURE_TEXTS.codeLabel), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_TEXTS.confirm }));
    expect(await within(dialog).findByText(ERASURE_REFUSALS.activePlan)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/profile/erase')).toEqual({ currentPassword: 'horse-battery-1', code: '123456' });
    // Still signed in, the dialog open to try again or cancel.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
