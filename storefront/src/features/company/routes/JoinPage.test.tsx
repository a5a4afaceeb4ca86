import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_MESSAGES } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';

const TOKEN = 'a'.repeat(43);
const preview = {
  company: 'Analytical Engines Ltd',
  email: customerSession.user.email,
  role: 'buyer',
  invitedBy: 'Ada Lovelace',
  expiresAt: '2026-12-13T00:00:00.000Z',
};
const joined = { id: 4, name: 'Analytical Engines Ltd', role: 'buyer', permissions: ['requests'], members: [] };

const open = (answers: Parameters<typeof mockApi>[0]) => {
  const fetchMock = mockApi({ 'GET /api/cart': { body: [] }, ...answers });
  renderApp(`/join#${TOKEN}`);
  return fetchMock;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/join, a company invitation link', () => {
  it('shows a visitor what the invitation offers and sends them to sign in, keeping the link for after', async () => {
    const fetchMock = open({ 'POST /api/company-invitations/preview': { body: preview } });
    expect(
      await screen.findByText('Ada Lovelace invited you to join Analytical Engines Ltd as Buyer.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/company-invitations/preview')).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    // The token leaves the address bar, and waits in this tab for the sign-in.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/join$/);
    expect(sessionStorage.getItem('voosh.invitation')).toBe(TOKEN);
  });

  it('lets the invited account join, then shows its company', async () => {
    storeSession(customerSession);
    const fetchMock = open({
      'POST /api/company-invitations/preview': { body: preview },
      'POST /api/company-invitations/accept': { body: joined },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Analytical Engines Ltd' }, { timeout: 15_000 }));
    expect(await sentBody(fetchMock, 'POST', '/api/company-invitations/accept')).toEqual({ token: TOKEN });
    expect(await screen.findByText('You joined Analytical Engines Ltd')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/profile'));
    expect(sessionStorage.getItem('voosh.invitation')).toBeNull();
  });

  it('tells another account to sign in with the invited address', async () => {
    storeSession(customerSession);
    open({ 'POST /api/company-invitations/preview': { body: { ...preview, email: 'someone.else@business.com' } } });
    const warning = await screen.findByText(/You are signed in with another address/, {}, { timeout: 15_000 });
    expect(warning).toHaveTextContent('sign in as someone.else@business.com to accept');
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    open({
      'POST /api/company-invitations/preview': {
        status: 404,
        body: { statusCode: 404, error: COMPANY_MESSAGES.invitationGone, message: COMPANY_MESSAGES.invitationGone },
      },
    });
    const title = await screen.findByRole('heading', { name: 'This invitation cannot be used' }, { timeout: 15_000 });
    expect(within(title.parentElement!).getByText(COMPANY_MESSAGES.invitationGone)).toBeInTheDocument();
    expect(sessionStorage.getItem('voosh.invitation')).toBeNull();
  });
});
