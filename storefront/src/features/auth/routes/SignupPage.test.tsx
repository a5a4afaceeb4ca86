import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SESSION_STORAGE_KEY } from '@voosh/shared';
import { mockApi, publicSettings, renderApp, sentBody } from '../../../../test/support/render';

const USER = { id: 9, email: 'new@business.com', role: 'CUSTOMER', profilePicture: null };

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    // A change event per field rather than typing: the form re-renders per key and has many fields.
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const VALID = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'new@business.com',
  Company: 'Engines',
  Password: 'correct-horse-1',
  'Confirm Password': 'correct-horse-1',
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

beforeEach(() => localStorage.clear());

describe('signup page', () => {
  it('links to the terms and the privacy policy and offers Google when the site has it configured', async () => {
    mockApi(publicSettings({ googleSignIn: true }));
    renderApp('/signup');
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('Speed where it matters')).toBeInTheDocument();
  });

  it('offers no Google sign-up when the site has none configured', async () => {
    mockApi(publicSettings());
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(screen.queryByText('or')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it.each([
    ['a required field is empty', { ...VALID, 'Last Name': '' }, MESSAGES.requiredFields],
    ['the passwords differ', { ...VALID, 'Confirm Password': 'correct-horse-2' }, MESSAGES.passwordsDoNotMatch],
    ['the password is short', { ...VALID, Password: 'abc12', 'Confirm Password': 'abc12' }, MESSAGES.passwordTooShort],
  ])('refuses the form when %s', async (_case, fields, text) => {
    const fetchMock = mockApi();
    renderApp('/signup');
    await fill(Object.fromEntries(Object.entries(fields).filter(([, value]) => value)));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await sentBody(fetchMock, 'POST', '/api/auth/send-verification')).toBeUndefined();
  });

  it("shows the server's error when the code cannot be sent", async () => {
    mockApi({ 'POST /api/auth/send-verification': { status: 429, body: { error: MESSAGES.codeResendTooSoon } } });
    renderApp('/signup');
    await fill(VALID);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.codeResendTooSoon);
  });

  it('has the password checked with the code request: a common one is refused before any code, and the form stays', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/send-verification': { status: 400, body: { error: MESSAGES.passwordTooCommon } } });
    renderApp('/signup');
    await fill({ ...VALID, Password: 'Qwerty123', 'Confirm Password': 'Qwerty123' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordTooCommon);
    expect(await sentBody(fetchMock, 'POST', '/api/auth/send-verification')).toEqual({ email: 'new@business.com', password: 'Qwerty123' });
    expect(screen.queryByRole('heading', { name: 'Verify Your Email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('e-mails a code, checks it, creates the account and lands signed in on the dashboard', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/send-verification': { body: { success: true } },
      'POST /api/auth/verify-email': { body: { success: true } },
      'POST /api/auth/register': { status: 201, body: { token: 'jwt', user: USER } },
    });
    renderApp('/signup');
    await fill(VALID);
    await submit();
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '12a3');
    expect(code).toHaveValue('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCode);
    await userEvent.type(code, '4567');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/register')).toEqual({
      email: 'new@business.com',
      password: 'correct-horse-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      phone: '',
      emailVerified: true,
      verificationCode: '123456',
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 'jwt', user: USER });
  });

  it("shows 'Invalid verification code' when the server refuses the code, and goes back to the form", async () => {
    mockApi({
      'POST /api/auth/send-verification': { body: { success: true } },
      'POST /api/auth/verify-email': { status: 400, body: {} },
    });
    renderApp('/signup');
    await fill(VALID);
    await submit();
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidVerificationCode);
    await userEvent.click(screen.getByRole('button', { name: 'Back to form' }));
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Ada');
  });

  it("resend failure shows 'Failed to resend verification code'", async () => {
    let sends = 0;
    mockApi({ 'POST /api/auth/send-verification': () => (++sends === 1 ? { body: { success: true } } : { status: 500, body: {} }) });
    renderApp('/signup');
    await fill(VALID);
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resendCodeFailed);
  });
});
