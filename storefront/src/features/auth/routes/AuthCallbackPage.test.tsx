import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, SESSION_STORAGE_KEY } from '@voosh/shared';
import { mockApi, renderApp } from '../../../../test/support/render';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

beforeEach(() => {
  localStorage.clear();
  mockApi();
});

describe('Google return page', () => {
  it('stores the user of the token and goes to the home page', async () => {
    const token = tokenWith({ userId: 12, email: 'g@business.com', role: 'CUSTOMER', sub: '12' });
    renderApp(`/auth/callback?token=${token}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token,
      user: { id: 12, email: 'g@business.com', role: 'CUSTOMER' },
    });
  });

  it.each([
    ['an undecodable token', '/auth/callback?token=not-a-jwt', `${MESSAGES.googleTokenFailed}: ${MESSAGES.invalidToken}`],
    ['no token', '/auth/callback', MESSAGES.googleNoToken],
    ['an error', '/auth/callback?error=Authentication%20Failed', MESSAGES.googleFailedText],
    ['a deactivated account', `/auth/callback?error=${encodeURIComponent(MESSAGES.accountDeactivated)}`, MESSAGES.accountDeactivated],
    ['Google sign-in switched off', `/auth/callback?error=${encodeURIComponent(MESSAGES.googleUnavailable)}`, MESSAGES.googleUnavailable],
    ['a text the server never sends', '/auth/callback?error=Call%20%2B1-555-0100%20to%20verify', MESSAGES.googleFailedText],
  ])('with %s goes to /login and says why', async (_case, route, text) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(route);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(MESSAGES.googleFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    log.mockRestore();
  });
});
