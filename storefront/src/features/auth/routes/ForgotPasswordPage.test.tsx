import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { mockApi, renderApp, sentBody } from '../../../../test/support/render';

beforeEach(() => localStorage.clear());

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

/** Opens the page, asks a code for owner@business.com and enters `code` at the code step. */
async function submitCode(code: string) {
  renderApp('/forgot-password');
  await userEvent.type(await screen.findByLabelText(/^Email/), 'owner@business.com');
  await click('Send reset code');
  await userEvent.type(await screen.findByLabelText('Verification code'), code);
  await click('Continue');
}

describe('forgot password page', () => {
  it('asks for the e-mail first', async () => {
    mockApi();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot password?' });
    await click('Send reset code');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailRequired);
  });

  it('e-mail, code (checked at its step), new password, success with a sign-in link', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/forgot-password': { body: { success: true } },
      'POST /api/auth/check-reset-code': { status: 204 },
      'POST /api/auth/reset-password': { body: { success: true, twoFactorStillOn: false } },
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'owner@business.com');
    await click('Send reset code');
    expect(await sentBody(fetchMock, 'POST', '/api/auth/forgot-password')).toEqual({ email: 'owner@business.com' });

    await userEvent.type(await screen.findByLabelText('Verification code'), '12345');
    await click('Continue');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCode);
    await userEvent.type(screen.getByLabelText('Verification code'), '6');
    await click('Continue');

    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(await sentBody(fetchMock, 'POST', '/api/auth/check-reset-code')).toEqual({ email: 'owner@business.com', code: '123456' });
    await click('Reset Password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    await userEvent.type(screen.getByLabelText(/^New Password/), 'brand-new-1');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'brand-new-2');
    await click('Reset Password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), '{Backspace}1');
    await click('Reset Password');

    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(new RegExp(TWO_FACTOR_MESSAGES.keptAfterReset))).not.toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/reset-password')).toEqual({
      email: 'owner@business.com',
      code: '123456',
      newPassword: 'brand-new-1',
    });
  });

  it('says on the success step that an authenticator app stays on, when the account has one', async () => {
    mockApi({
      'POST /api/auth/forgot-password': { body: { success: true } },
      'POST /api/auth/check-reset-code': { status: 204 },
      'POST /api/auth/reset-password': { body: { success: true, twoFactorStillOn: true } },
    });
    await submitCode('123456');
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'brand-new-1');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'brand-new-1');
    await click('Reset Password');
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(TWO_FACTOR_MESSAGES.keptAfterReset))).toBeInTheDocument();
  });

  it('refuses a wrong code at the code step, before any new password is typed', async () => {
    mockApi({
      'POST /api/auth/forgot-password': { body: { success: true } },
      'POST /api/auth/check-reset-code': { status: 400, body: { error: MESSAGES.invalidVerificationCode, type: 'invalid_code' } },
    });
    await submitCode('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationCode);
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set a new password' })).not.toBeInTheDocument();
  });

  it('a network failure at the code step says so and stays on the step', async () => {
    mockApi({ 'POST /api/auth/forgot-password': { body: { success: true } }, 'POST /api/auth/check-reset-code': 'network-error' });
    await submitCode('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verificationNetworkError);
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it("shows the server's reason when the reset is refused", async () => {
    mockApi({
      'POST /api/auth/forgot-password': { body: { success: true } },
      'POST /api/auth/check-reset-code': { status: 204 },
      'POST /api/auth/reset-password': { status: 400, body: { error: MESSAGES.codeExpired } },
    });
    await submitCode('123456');
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'brand-new-1');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'brand-new-1');
    await click('Reset Password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.codeExpired);
  });

  it('says a code was asked too recently, at the e-mail step and at a resend, instead of claiming one was sent', async () => {
    const tooSoon = { status: 429, body: { error: MESSAGES.codeResendTooSoon, type: 'code_rate_limited' } };
    let calls = 0;
    mockApi({ 'POST /api/auth/forgot-password': () => (++calls === 2 ? { body: { success: true } } : tooSoon) });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'owner@business.com');
    await click('Send reset code');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.codeResendTooSoon);
    expect(screen.queryByText(/We sent a 6-digit code/)).not.toBeInTheDocument();

    await click('Send reset code');
    await screen.findByText(/We sent a 6-digit code/);
    await click('Resend code');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.codeResendTooSoon);
    expect(screen.queryByText('A new code is on its way.')).not.toBeInTheDocument();
  });
});
