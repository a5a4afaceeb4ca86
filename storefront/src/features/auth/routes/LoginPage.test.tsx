import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SESSION_STORAGE_KEY, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { mockApi, publicSettings, renderApp, sentBody } from '../../../../test/support/render';

const USER = {
  id: 7,
  email: 'owner@business.com',
  role: 'CUSTOMER',
  firstName: 'Ada',
  lastName: null,
  company: null,
  phone: null,
  profilePicture: null,
  isActive: true,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00Z',
};

async function signInWith(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The public settings of a site with Google sign-in configured. */
const GOOGLE_OFFERED = publicSettings({ googleSignIn: true });

beforeEach(() => localStorage.clear());

describe('login page', () => {
  it('has the slogan, show/hide password, forgot-password, Google and sign-up links', async () => {
    mockApi(GOOGLE_OFFERED);
    renderApp('/login');
    expect(await screen.findByText('Speed where it matters')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('offers no Google sign-in when the site has none configured', async () => {
    mockApi(publicSettings());
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(screen.queryByText('or')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('stores the session and goes to the customer dashboard', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/login': { body: { token: 'jwt', user: USER } } });
    renderApp('/login');
    await signInWith('owner@business.com', 'correct-horse-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/login')).toEqual({ email: 'owner@business.com', password: 'correct-horse-1' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token: 'jwt',
      user: { id: 7, email: 'owner@business.com', role: 'CUSTOMER', profilePicture: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { type: 'invalid_credentials', error: MESSAGES.incorrectCredentials, userEmail: 'a@b.co' },
      },
    });
    renderApp('/login');
    await signInWith('a@b.co', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.incorrectCredentials);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("falls back to 'Login failed. Please try again.' without a server text", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, body: {} } });
    renderApp('/login');
    await signInWith('a@b.co', 'whatever-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('reports a network failure', async () => {
    mockApi({ 'POST /api/auth/login': 'network-error' });
    renderApp('/login');
    await signInWith('a@b.co', 'whatever-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
  });

  it('an unverified address offers verification: sends a code and opens /verify-email', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { type: 'email_not_verified', error: MESSAGES.emailNotVerified, userEmail: 'new@business.com' },
      },
      'POST /api/auth/send-verification': { body: { success: true } },
    });
    renderApp('/login');
    await signInWith('new@business.com', 'correct-horse-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.emailNotVerified);
    expect(alert).toHaveTextContent('Please verify your email address.');
    await userEvent.click(screen.getByRole('button', { name: 'Go to verification' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email?email=new%40business.com&fromLogin=true'));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/send-verification')).toEqual({ email: 'new@business.com' });
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
  });

  it('asks for the code of an authenticator app when the account has one, then signs in', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: {
          statusCode: 401,
          type: 'two_factor_required',
          error: TWO_FACTOR_MESSAGES.codeNeeded,
          userEmail: USER.email,
          challenge: 'c-1',
        },
      },
      'POST /api/auth/login/2fa': (init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? { body: { token: 'jwt', user: USER } }
          : { status: 401, body: { statusCode: 401, error: TWO_FACTOR_MESSAGES.invalidCode, type: 'invalid_code' } },
    });
    renderApp('/login');
    await signInWith(USER.email, 'correct-horse-1');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeNeeded)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/login/2fa')).toEqual({ challenge: 'c-1', code: '654321' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('jwt');
  });

  it('takes a recovery code instead, and goes back to the password form on request', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, type: 'two_factor_required', error: 'x', userEmail: USER.email, challenge: 'c-2' },
      },
      'POST /api/auth/login/2fa': { body: { token: 'jwt', user: USER } },
    });
    renderApp('/login');
    await signInWith(USER.email, 'correct-horse-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHIJ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/login/2fa')).toEqual({ challenge: 'c-2', code: 'ABCDE-FGHIJ' });
  });

  it('makes an admin required to set up an app do it at sign-in: QR code, first code, recovery codes, then signed in', async () => {
    const admin = { ...USER, id: 1, role: 'ADMIN', email: 'admin@business.com' };
    const fetchMock = mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: {
          statusCode: 401,
          type: 'two_factor_enrolment_required',
          error: TWO_FACTOR_MESSAGES.enrolmentNeeded,
          userEmail: admin.email,
          challenge: 'e-1',
        },
      },
      'POST /api/auth/login/2fa/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' },
      },
      'POST /api/auth/login/2fa/enable': { body: { token: 'admin-jwt', user: admin, recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] } },
    });
    renderApp('/login');
    await signInWith(admin.email, 'correct-horse-1');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enrolmentNeeded)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('AAAAA-BBBBB')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    // Signed in (the console is another app: the page then loads /admin/dashboard).
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('admin-jwt'));
    expect(await sentBody(fetchMock, 'POST', '/api/auth/login/2fa/enable')).toEqual({ challenge: 'e-1', code: '123456' });
  });

  it('says when Google sign-in is not available', async () => {
    mockApi({ ...GOOGLE_OFFERED, 'GET /api/auth/google': { status: 503, body: { error: 'Google sign-in is not configured' } } });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.googleUnavailable);
  });
});
