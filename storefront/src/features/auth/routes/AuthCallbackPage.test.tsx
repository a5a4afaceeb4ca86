import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SESSION_STORAGE_KEY, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { mockApi, renderApp, sentBody } from '../../../../test/support/render';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

const CODE = 'q'.repeat(43);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockApi();
});

/** This tab sent the browser to Google (what 'Continue with Google' marks). */
const startedHere = () => sessionStorage.setItem('voosh.googleSignIn', '1');

describe('Google return page', () => {
  it('exchanges the one-time code of a sign-in this tab started, stores the user of the token and goes to the home page', async () => {
    const token = tokenWith({ userId: 12, email: 'g@business.com', role: 'CUSTOMER', sub: '12' });
    const fetchMock = mockApi({
      'POST /api/auth/google/exchange': {
        body: { token, user: { id: 12, email: 'g@business.com', role: 'CUSTOMER', profilePicture: 'https://example.com/g.png' } },
      },
    });
    startedHere();
    renderApp(`/auth/callback?code=${CODE}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/google/exchange')).toEqual({ code: CODE });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token,
      user: { id: 12, email: 'g@business.com', role: 'CUSTOMER', profilePicture: 'https://example.com/g.png' },
    });
    expect(sessionStorage.getItem('voosh.googleSignIn')).toBeNull();
  });

  it('takes a Google sign-in held for its second factor to the code step of /login, then to the home page', async () => {
    const token = tokenWith({ userId: 12, email: 'g@business.com', role: 'CUSTOMER', sub: '12' });
    const held = {
      statusCode: 401,
      type: 'two_factor_required',
      error: TWO_FACTOR_MESSAGES.codeNeeded,
      userEmail: 'g@business.com',
      challenge: 'c-9',
    };
    const fetchMock = mockApi({
      'POST /api/auth/google/exchange': { status: 401, body: held },
      'POST /api/auth/login/2fa': { body: { token, user: { id: 12, email: 'g@business.com', role: 'CUSTOMER' } } },
    });
    startedHere();
    renderApp(`/auth/callback?code=${CODE}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/login/2fa')).toEqual({ challenge: 'c-9', code: '123456' });
  });

  it('never exchanges a code this tab did not ask for (a link from someone else)', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/google/exchange': { body: { token: 'x', user: {} } } });
    renderApp(`/auth/callback?code=${CODE}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(MESSAGES.googleFailedText)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/google/exchange')).toBeUndefined();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a refused code', { status: 401, body: { error: 'Authentication Failed', type: 'google_failed' } }, MESSAGES.googleFailedText],
    ['a deactivated account', { status: 403, body: { error: MESSAGES.accountDeactivated } }, MESSAGES.accountDeactivated],
    [
      'an undecodable token',
      { body: { token: 'not-a-jwt', user: { id: 1, email: 'a@b.c', role: 'CUSTOMER' } } },
      `${MESSAGES.googleTokenFailed}: ${MESSAGES.invalidToken}`,
    ],
  ])('with %s at the exchange goes to /login and says why', async (_case, answer, text) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/auth/google/exchange': answer });
    startedHere();
    renderApp(`/auth/callback?code=${CODE}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    log.mockRestore();
  });

  it.each([
    ['no code', '/auth/callback', MESSAGES.googleNoToken],
    ['an error', '/auth/callback?error=Authentication%20Failed', MESSAGES.googleFailedText],
    ['a deactivated account', `/auth/callback?error=${encodeURIComponent(MESSAGES.accountDeactivated)}`, MESSAGES.accountDeactivated],
    ['Google sign-in switched off', `/auth/callback?error=${encodeURIComponent(MESSAGES.googleUnavailable)}`, MESSAGES.googleUnavailable],
    ['a text the server never sends', '/auth/callback?error=Call%20%2B1-555-0100%20to%20verify', MESSAGES.googleFailedText],
  ])('with %s goes to /login and says why', async (_case, route, text) => {
    startedHere();
    renderApp(route);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(MESSAGES.googleFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
