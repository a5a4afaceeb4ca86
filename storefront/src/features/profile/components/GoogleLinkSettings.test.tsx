import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOOGLE_LINK_MESSAGES, REAUTHENTICATION_MESSAGES } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { GOOGLE_LINK_TEXTS as TEXT } from '../profileTexts';

/** The profile page of a customer with a password, `link` as GET /api/auth/google/link's answer. */
async function openProfile(
  link: () => { linked: boolean; available: boolean },
  answers: Parameters<typeof mockApi>[0] = {},
  at = '/customer/profile',
) {
  storeSession(customerSession);
  const fetchMock = mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/profile': { body: { firstName: 'Ada' } },
    'GET /api/auth/2fa': { body: { enabled: false, required: false, recoveryCodesLeft: 0, passwordAsked: true } },
    'GET /api/auth/google/link': () => ({ body: link() }),
    ...answers,
  });
  renderApp(at);
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 15_000 });
  return fetchMock;
}

beforeEach(() => localStorage.clear());

describe('Google sign-in on the profile', () => {
  it('unlinks with the password asked again, then offers linking', async () => {
    let linked = true;
    const fetchMock = await openProfile(() => ({ linked, available: true }), {
      'POST /api/auth/google/unlink': () => ((linked = false), { body: { success: true } }),
    });
    const section = await screen.findByRole('region', { name: TEXT.title });
    expect(await within(section).findByText(TEXT.linked)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: TEXT.unlink }));
    const form = within(section).getByRole('form', { name: TEXT.unlink });
    await userEvent.click(within(form).getByRole('button', { name: TEXT.unlink }));
    expect(await within(form).findByText(REAUTHENTICATION_MESSAGES.passwordNeeded)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/google/unlink')).toBeUndefined();

    await userEvent.type(within(form).getByLabelText(/Current password/), 'horse-battery-1');
    await userEvent.click(within(form).getByRole('button', { name: TEXT.unlink }));
    expect(await screen.findByText(GOOGLE_LINK_MESSAGES.unlinked)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/google/unlink')).toEqual({ currentPassword: 'horse-battery-1' });
    expect(await within(section).findByRole('button', { name: TEXT.link })).toBeInTheDocument();
    expect(within(section).getByText(TEXT.notLinked)).toBeInTheDocument();
  });

  it('starts linking with the password, and says why when the server refuses', async () => {
    const wrong = 'Your current password is incorrect.';
    const fetchMock = await openProfile(() => ({ linked: false, available: true }), {
      'POST /api/auth/google/link': { status: 400, body: { statusCode: 400, error: wrong } },
    });
    const section = await screen.findByRole('region', { name: TEXT.title });
    await userEvent.click(await within(section).findByRole('button', { name: TEXT.link }));
    const form = within(section).getByRole('form', { name: TEXT.link });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'not-my-password');
    await userEvent.click(within(form).getByRole('button', { name: TEXT.link }));
    expect(await within(form).findByText(wrong)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/google/link')).toEqual({ currentPassword: 'not-my-password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByText(TEXT.notLinked)).toBeInTheDocument();
  });

  it("says how Google's return went, once", async () => {
    await openProfile(() => ({ linked: true, available: true }), {}, '/customer/profile?google=linked');
    expect(await screen.findByText(GOOGLE_LINK_MESSAGES.linked)).toBeInTheDocument();
  });

  it('says why Google was not linked when the return carries an error', async () => {
    const search = new URLSearchParams({ googleError: GOOGLE_LINK_MESSAGES.takenByAnother });
    await openProfile(() => ({ linked: false, available: true }), {}, `/customer/profile?${search}`);
    expect(await screen.findByText(GOOGLE_LINK_MESSAGES.takenByAnother)).toBeInTheDocument();
    expect(screen.getByText(TEXT.linkFailed)).toBeInTheDocument();
  });

  it('is not offered when Google sign-in is not configured', async () => {
    const fetchMock = await openProfile(() => ({ linked: false, available: false }));
    await screen.findByRole('region', { name: 'Two-factor authentication' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes('/api/auth/google/link')),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXT.title })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: TEXT.link })).not.toBeInTheDocument();
  });
});
