import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@voosh/shared';
import { mockApi, renderApp, sentBody } from '../../../../test/support/render';

beforeEach(() => localStorage.clear());

describe('verify email page', () => {
  it('without an email parameter goes to /login', async () => {
    mockApi();
    renderApp('/verify-email');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('checks the code and goes to /login', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/verify-email': { body: { success: true } } });
    renderApp('/verify-email?email=new%40business.com&fromLogin=true');
    expect(await screen.findByText('new@business.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/verify-email')).toEqual({ email: 'new@business.com', code: '654321' });
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
  });

  it("shows the server's reason for refusing the code", async () => {
    mockApi({ 'POST /api/auth/verify-email': { status: 400, body: { error: MESSAGES.codeExpired } } });
    renderApp('/verify-email?email=new%40business.com');
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.codeExpired);
  });

  it('reports a network failure', async () => {
    mockApi({ 'POST /api/auth/verify-email': 'network-error' });
    renderApp('/verify-email?email=new%40business.com');
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verificationNetworkError);
  });
});
