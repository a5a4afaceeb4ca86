import { sessionFor } from '@voosh/test-support/accounts';
import { fillSignupForm } from './support/customer-steps';
import { expectNoAxeViolations, useSite, TEST_ADMIN } from './support/site';

describe('sign-in screens in the browser', () => {
  const site = useSite();

  it('/login and /signup have no serious accessibility violations, in the light and the dark theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await site.newPage({ colorScheme });
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await expectNoAxeViolations(page);
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await expectNoAxeViolations(page);
      await fillSignupForm(page, `axe-${colorScheme}@example.com`);
      await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
      await expectNoAxeViolations(page);
    }
  });

  it('signs up with the e-mailed code and lands signed in on the customer dashboard', async () => {
    const email = 'browser.signup@example.com';
    const page = await site.newPage();
    await page.goto('/signup');
    const mailsBefore = site.mail.mails.length;
    await fillSignupForm(page, email);
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    const code = await site.mail.codeFor(email, mailsBefore);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.waitForURL('**/customer/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(email).waitFor();

    // The account works with its password afterwards.
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/customer/dashboard');
  });

  it('a wrong password shows the server text and keeps the visitor on /login', async () => {
    const page = await site.newPage();
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(TEST_ADMIN.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Incorrect email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs the seeded admin in and lands in the admin console at /admin/dashboard, signed in', async () => {
    const page = await site.newPage();
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(TEST_ADMIN.email);
    await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    // The console read the shared session: it did not send the admin to its own login.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  });

  it('resets a forgotten password with the e-mailed code, then signs in with the new one', async () => {
    // Made directly (no sign-up code, which would hold the next code e-mail back for a minute).
    const { user } = await sessionFor(site.testApp);
    const page = await site.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    const mailsBefore = site.mail.mails.length;
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByLabel('Verification code').fill(await site.mail.codeFor(user.email, mailsBefore));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^New Password/).fill('brand-new-password-1');
    await page.getByLabel(/^Confirm New Password/).fill('brand-new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password reset' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByLabel(/^Password/).fill('brand-new-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/customer/dashboard');
  });
});
